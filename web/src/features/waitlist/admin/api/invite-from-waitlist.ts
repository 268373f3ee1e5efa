import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { waitlistListKey } from '@/features/waitlist/admin/api/list-waitlist';
import { adminQueryKey, auditLogKey } from '@/lib/admin/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

const invitedSchema = z.object({ status: z.literal('invited') });

/** POST /api/admin/waitlist/{id}/invite: e-mails a fresh invitation to apply (older links stop working); audit-logged. */
export function inviteFromWaitlist(id: string) {
  return apiRequest(`/admin/waitlist/${encodeURIComponent(id)}/invite`, { method: 'POST', body: {}, schema: invitedSchema });
}

export function useInviteFromWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminQueryKey, 'waitlist', 'invite'],
    mutationFn: inviteFromWaitlist,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: waitlistListKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
