import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { swipeMutationKey, type SwipeResult } from '@/features/discover/api/swipe';
import { notificationsKey } from '@/features/notifications/api/get-notifications';

const isSwipe = (key: readonly unknown[] | undefined) => key?.length === swipeMutationKey.length && swipeMutationKey.every((part, index) => key[index] === part);

/** A mutual Connect also notifies me: the bell asks at once rather than at its next 30 s poll. */
export function useNotificationsFollowMatches() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || !isSwipe(event.mutation.options.mutationKey)) return;
        if ((event.action.data as SwipeResult).state === 'connected') void queryClient.invalidateQueries({ queryKey: notificationsKey });
      }),
    [queryClient],
  );
}
