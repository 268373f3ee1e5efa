import { useMutation, useQueryClient } from '@tanstack/react-query';

import { eventListKey } from '@/features/events/admin/api/get-admin-events';
import { adminEventSchema, type AdminEvent } from '@/features/events/admin/api/get-admin-events';
import { auditLogKey } from '@/lib/admin/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/events/{id}/cancel: every member with a seat or in line is told. */
export function cancelEvent(id: string): Promise<AdminEvent> {
  return apiRequest(`/admin/events/${encodeURIComponent(id)}/cancel`, { method: 'POST', schema: adminEventSchema });
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...eventListKey, 'cancel'],
    mutationFn: cancelEvent,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: eventListKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
