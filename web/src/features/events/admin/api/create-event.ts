import { useMutation, useQueryClient } from '@tanstack/react-query';

import { eventListKey } from '@/features/events/admin/api/get-admin-events';
import { adminEventSchema, type AdminEvent } from '@/features/events/admin/api/get-admin-events';
import { auditLogKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type EventInput = ApiSchemas['EventInput'];

/** POST /api/admin/events: published unless `publish` is false; a 400 names the fields that need attention. */
export function createEvent(input: EventInput): Promise<AdminEvent> {
  return apiRequest('/admin/events', { method: 'POST', body: input, schema: adminEventSchema });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...eventListKey, 'create'],
    mutationFn: createEvent,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: eventListKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
