import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { notificationsKey, type NotificationList } from '@/features/notifications/api/get-notifications';
import { apiRequest } from '@/lib/api-client';

/** POST /api/notifications/{id}/read (204). */
export async function markNotificationRead(id: string): Promise<void> {
  await apiRequest(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', schema: z.undefined() });
}

const readOne = (list: NotificationList, id: string): NotificationList => {
  const wasUnread = list.notifications.some((notification) => notification.id === id && !notification.isRead);
  return {
    notifications: list.notifications.map((notification) => (notification.id === id ? { ...notification, isRead: true } : notification)),
    unread: wasUnread ? Math.max(0, list.unread - 1) : list.unread,
  };
};

/** Shows the notification read at once; the server's list wins when the call settles. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...notificationsKey, 'read'],
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      const before = queryClient.getQueryData<NotificationList>(notificationsKey);
      if (before) queryClient.setQueryData(notificationsKey, readOne(before, id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(notificationsKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
