import { useMutation, useQueryClient } from '@tanstack/react-query';

import { messagingSettingsKey, messagingSettingsSchema, type MessagingSettings } from '@/features/messaging/api/get-messaging-settings';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/messaging/settings: answers with the settings as stored. */
export function updateMessagingSettings(settings: MessagingSettings): Promise<MessagingSettings> {
  return apiRequest('/messaging/settings', { method: 'PUT', body: settings, schema: messagingSettingsSchema });
}

/** Shows the new setting at once and puts the old one back if the server refuses it. */
export function useUpdateMessagingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...messagingSettingsKey, 'update'],
    mutationFn: updateMessagingSettings,
    onMutate: async (settings) => {
      // A read still on its way would otherwise land after the switch moved and move it back.
      await queryClient.cancelQueries({ queryKey: messagingSettingsKey });
      const before = queryClient.getQueryData<MessagingSettings>(messagingSettingsKey);
      queryClient.setQueryData(messagingSettingsKey, settings);
      return { before };
    },
    onError: (_error, _settings, context) => {
      if (context?.before) queryClient.setQueryData(messagingSettingsKey, context.before);
    },
    onSuccess: (stored) => queryClient.setQueryData(messagingSettingsKey, stored),
  });
}
