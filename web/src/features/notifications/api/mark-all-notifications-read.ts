import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { notificationsKey, type NotificationList } from '@/features/notifications/api/get-notifications';
import { apiRequest } from '@/lib/api-client';

/** POST /api/notifications/read-all (204). */
export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest('/notifications/read-all', { method: 'POST', schema: z.undefined() });
}

const readAll = (list: NotificationList): NotificationList => ({
  notifications: list.notifications.map((notification) => ({ ...notification, isRead: true })),
  unread: 0,
});

/** Shows everything read at once; the server's list wins when the call settles. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...notificationsKey, 'read-all'],
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      const before = queryClient.getQueryData<NotificationList>(notificationsKey);
      if (before) queryClient.setQueryData(notificationsKey, readAll(before));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(notificationsKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
