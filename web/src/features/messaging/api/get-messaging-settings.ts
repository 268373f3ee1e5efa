import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type MessagingSettings = ApiSchemas['MessagingSettings'];

export const messagingSettingsSchema = z.object({ emailUnread: z.boolean() }) satisfies z.ZodType<MessagingSettings, unknown>;

export const messagingSettingsKey = ['messaging', 'settings'] as const;

/** GET /api/messaging/settings: whether a message left unread for 15 minutes also comes by e-mail (on by default). */
export function getMessagingSettings(signal?: AbortSignal): Promise<MessagingSettings> {
  return apiRequest('/messaging/settings', { schema: messagingSettingsSchema, signal });
}

export const messagingSettingsQueryOptions = () => queryOptions({ queryKey: messagingSettingsKey, queryFn: ({ signal }) => getMessagingSettings(signal) });

export function useMessagingSettings() {
  return useQuery(messagingSettingsQueryOptions());
}
