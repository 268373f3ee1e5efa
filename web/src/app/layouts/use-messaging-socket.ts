import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { notificationsKey } from '@/features/notifications/api/get-notifications';

/**
 * One messaging socket for the whole member area, so presence lasts while the member is here and a
 * new message rings the bell on any screen. Fetched with import() once the shell is up: it adds
 * nothing to a screen's start-up JavaScript (npm run budget). Opened once the session is known to
 * be a member's.
 */
export function useMessagingSocket(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | null = null;
    let left = false;
    import('@/features/messaging/lib/messaging-hub').then(
      ({ startMessaging }) => {
        if (left) return;
        stop = startMessaging({ queryClient, onNotifications: () => void queryClient.invalidateQueries({ queryKey: notificationsKey }) });
      },
      // Without the socket the inbox still works over REST; a failed fetch of the code is not worth more.
      () => {},
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [queryClient, signedIn]);
}
