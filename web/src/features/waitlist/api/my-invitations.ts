import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';
import type { operations } from '@/lib/api-types';

export type SentInvitation = ApiSchemas['SentInvitation'];
type MyInvitations = operations['getMyInvitations']['responses'][200]['content']['application/json'];

export const invitationStatuses = ['pending', 'accepted', 'expired', 'withdrawn'] as const;

const sentInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  note: z.string().nullable(),
  status: z.enum(invitationStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
}) satisfies z.ZodType<SentInvitation>;

const myInvitationsSchema = z.object({
  limit: z.number().int(),
  sentThisMonth: z.number().int(),
  left: z.number().int(),
  items: z.array(sentInvitationSchema),
}) satisfies z.ZodType<MyInvitations>;

const withdrawnSchema = z.object({ status: z.literal('withdrawn') });

export const myInvitationsKey = ['me', 'invitations'] as const;

/** GET /api/me/invitations: how many invitations are left this month and those sent, newest first. */
export function useMyInvitations() {
  return useQuery(queryOptions({ queryKey: myInvitationsKey, queryFn: () => apiRequest('/me/invitations', { schema: myInvitationsSchema }) }));
}

/** POST /api/me/invitations: e-mails the address a link to the application (409 over the month's limit, or for a member or a pending invitation). */
export function sendInvitation(body: { email: string; note: string | null }): Promise<SentInvitation> {
  return apiRequest('/me/invitations', { method: 'POST', body, schema: sentInvitationSchema });
}

/** POST /api/me/invitations/{id}/withdraw: the pending invitation's link stops working. */
export function withdrawInvitation(id: string): Promise<unknown> {
  return apiRequest(`/me/invitations/${encodeURIComponent(id)}/withdraw`, { method: 'POST', body: {}, schema: withdrawnSchema });
}

function useInvitationsMutation<T>(name: string, mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: [...myInvitationsKey, name], mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: myInvitationsKey }) });
}

export const useSendInvitation = () => useInvitationsMutation('send', sendInvitation);
export const useWithdrawInvitation = () => useInvitationsMutation('withdraw', withdrawInvitation);
