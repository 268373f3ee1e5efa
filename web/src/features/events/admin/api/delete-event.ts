import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { eventListKey } from '@/features/events/admin/api/get-admin-events';
import { auditLogKey } from '@/lib/admin/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/admin/events/{id}: a draft, a cancelled event or one nobody holds a place at (409 `members_hold_places` otherwise). */
export function deleteEvent(id: string): Promise<unknown> {
  return apiRequest(`/admin/events/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.unknown() });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...eventListKey, 'delete'],
    mutationFn: deleteEvent,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: eventListKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
