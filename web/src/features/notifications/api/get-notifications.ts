import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export type MemberNotification = ApiSchemas['Notification'];
export type NotificationList = ApiSchemas['NotificationList'];

const notificationSchema = z.object({
  id: entityIdSchema,
  type: z.enum(['match', 'message', 'connection', 'pitch', 'profile_view', 'event', 'achievement']),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
}) satisfies z.ZodType<MemberNotification, unknown>;

const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
}) satisfies z.ZodType<NotificationList, unknown>;

export const notificationsKey = ['notifications'] as const;

/** GET /api/notifications: the newest 50 and the unread count. */
export function getNotifications(): Promise<NotificationList> {
  return apiRequest('/notifications', { schema: notificationListSchema });
}

/** Polled every 30 s, and again whenever the window regains focus. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKey,
    queryFn: getNotifications,
    staleTime: 0,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
