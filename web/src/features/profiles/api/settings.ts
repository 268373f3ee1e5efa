import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';
import { applyPreferences } from '@/lib/preferences';

export type Settings = ApiSchemas['Settings'];
export type SettingsChange = ApiSchemas['SettingsChange'];

const settingsSchema = z.object({
  notifications: z.object({
    newConnections: z.boolean(),
    messages: z.boolean(),
    profileViews: z.boolean(),
    weeklyDigest: z.boolean(),
    emailNotifications: z.boolean(),
  }),
  privacy: z.object({
    profileVisibility: z.enum(['public', 'connections', 'private']),
    showOnlineStatus: z.boolean(),
    allowMessages: z.boolean(),
    showLastSeen: z.boolean(),
  }),
  preferences: z.object({
    theme: z.enum(['dark', 'light', 'auto']),
    language: z.enum(['en', 'hi', 'es', 'fr', 'de']),
    timezone: z.enum(['IST', 'PST', 'MST', 'CST', 'EST', 'UTC']),
    dateFormat: z.enum(['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD']),
  }),
  account: z.object({
    email: z.string(),
    pendingEmail: z.string().nullable(),
    phone: z.string().nullable(),
    twoFactorAuth: z.boolean(),
  }),
  grievanceOfficer: z.object({ name: z.string(), email: z.string() }),
}) satisfies z.ZodType<Settings, unknown>;

export const settingsKey = ['me', 'settings'] as const;

/** GET /api/me/settings */
export const getSettings = (): Promise<Settings> => apiRequest('/me/settings', { schema: settingsSchema });

/** PATCH /api/me/settings: only what changes. */
export const updateSettings = (change: SettingsChange): Promise<Settings> =>
  apiRequest('/me/settings', { method: 'PATCH', body: change, schema: settingsSchema });

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsKey, queryFn: getSettings, staleTime: 60_000 });

export const useSettings = () => useQuery(settingsQueryOptions());

const merged = (settings: Settings, change: SettingsChange): Settings => ({
  ...settings,
  notifications: { ...settings.notifications, ...change.notifications },
  privacy: { ...settings.privacy, ...change.privacy },
  preferences: { ...settings.preferences, ...change.preferences },
  account: { ...settings.account, ...change.account },
});

/** Shows a change at once (and applies preferences at once); the previous settings come back if the server refuses. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const before = queryClient.getQueryData<Settings>(settingsKey);
      if (before) {
        const after = merged(before, change);
        queryClient.setQueryData(settingsKey, after);
        if (change.preferences) applyPreferences(after.preferences);
      }
      return { before };
    },
    onError: (_error, change, context) => {
      if (!context?.before) return;
      queryClient.setQueryData(settingsKey, context.before);
      if (change.preferences) applyPreferences(context.before.preferences);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      applyPreferences(saved.preferences);
    },
  });
}

/** POST /api/me/email-change (202): the password, and a code (or a recovery code) when two-factor is on. */
export const requestEmailChange = (change: { email: string; password: string; code?: string }) =>
  apiRequest('/me/email-change', { method: 'POST', body: change, schema: z.object({ pendingEmail: z.string() }) });

/** POST /api/auth/email-change/confirm */
export const confirmEmailChange = (token: string) =>
  apiRequest('/auth/email-change/confirm', { method: 'POST', body: { token }, schema: z.object({ email: z.string() }) });

/** The member shell: the stored preferences win over what this browser remembered, once loaded. */
export function useApplyMemberPreferences(enabled: boolean) {
  const settings = useQuery({ ...settingsQueryOptions(), enabled });
  const preferences = settings.data?.preferences;
  useEffect(() => {
    if (preferences) applyPreferences(preferences);
  }, [preferences]);
}
