import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { adminQueryKey, auditLogKey, reportListKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export type ModerationAction = ApiSchemas['ModerationAction'];
export type MemberModeration = ApiSchemas['MemberModeration'];
export type ModerationRequest = ApiSchemas['ModerationRequest'];

export const moderationReasonLimit = 1000;

const actionSchema = z.object({
  id: entityIdSchema,
  memberId: z.string(),
  action: z.enum(['warning', 'suspension', 'ban', 'reinstatement', 'expiry']),
  reason: z.string(),
  endsAt: z.string().nullable(),
  reportId: z.string().nullable(),
  adminId: z.string().nullable(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
}) satisfies z.ZodType<ModerationAction, unknown>;

const memberModerationSchema = z.object({
  hold: z.object({ action: z.enum(['suspension', 'ban']), until: z.string().nullable(), reason: z.string() }).nullable(),
  history: z.array(actionSchema),
}) satisfies z.ZodType<MemberModeration, unknown>;

const moderationKey = (memberId: string) => [...adminQueryKey, 'moderation', memberId] as const;
const url = (memberId: string) => `/admin/members/${encodeURIComponent(memberId)}/moderation` as const;

/** GET /api/admin/members/{id}/moderation: the hold in force and everything decided, newest first. */
export const memberModerationQueryOptions = (memberId: string) =>
  queryOptions({ queryKey: moderationKey(memberId), queryFn: () => apiRequest(url(memberId), { schema: memberModerationSchema }) });

export const useMemberModeration = (memberId: string) => useQuery(memberModerationQueryOptions(memberId));

function useAfterModeration(memberId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moderationKey(memberId) }),
      queryClient.invalidateQueries({ queryKey: reportListKey }),
      queryClient.invalidateQueries({ queryKey: auditLogKey }),
    ]);
}

/** POST /api/admin/members/{id}/moderation: warns, suspends or bans, with a reason. */
export function useModerateMember(memberId: string) {
  const settled = useAfterModeration(memberId);
  return useMutation({
    mutationKey: [...moderationKey(memberId), 'act'],
    mutationFn: (request: ModerationRequest) => apiRequest(url(memberId), { method: 'POST', body: request, schema: actionSchema }),
    onSettled: settled,
  });
}

/** POST /api/admin/members/{id}/moderation/reinstatement: lifts a suspension or ban. */
export function useReinstateMember(memberId: string) {
  const settled = useAfterModeration(memberId);
  return useMutation({
    mutationKey: [...moderationKey(memberId), 'reinstate'],
    mutationFn: (reason?: string) =>
      apiRequest(`${url(memberId)}/reinstatement`, { method: 'POST', body: reason ? { reason } : {}, schema: actionSchema }),
    onSettled: settled,
  });
}
