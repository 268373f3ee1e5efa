import { useMutation, useQueryClient } from '@tanstack/react-query';

import { eventListKey } from '@/features/events/admin/api/get-admin-events';
import { adminEventSchema, type AdminEvent } from '@/features/events/admin/api/get-admin-events';
import { auditLogKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type EventPatch = ApiSchemas['EventPatch'];
export type EventUpdate = { id: string; patch: EventPatch };

/**
 * PATCH /api/admin/events/{id} with only the fields that change; `status` publishes or hides it.
 * 409: the event was cancelled (`event_cancelled`), or members hold places and it cannot become a draft.
 */
export function updateEvent({ id, patch }: EventUpdate): Promise<AdminEvent> {
  return apiRequest(`/admin/events/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch, schema: adminEventSchema });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...eventListKey, 'update'],
    mutationFn: updateEvent,
    // A 409 means the event changed meanwhile: refresh in both cases.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: eventListKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
