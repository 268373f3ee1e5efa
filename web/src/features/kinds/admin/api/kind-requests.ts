import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { kindRequestSchema } from '@/features/kinds/api/kinds';
import { adminQueryKey, auditLogKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type KindRequestForReview = ApiSchemas['KindRequestForReview'];
export const statusFilters = ['all', 'pending', 'approved', 'rejected', 'withdrawn'] as const;
export const kindFilters = ['all', 'Mentor', 'Investor'] as const;
export type KindFilter = { status: (typeof statusFilters)[number]; kind: (typeof kindFilters)[number] };

const forReviewSchema = kindRequestSchema.extend({ memberId: z.string(), name: z.string(), email: z.string() }) satisfies z.ZodType<KindRequestForReview, unknown>;
const listSchema = z.object({ items: z.array(forReviewSchema) });

export const kindRequestListKey = [...adminQueryKey, 'kinds'] as const;

/** GET /api/admin/kinds: pending first (oldest first), then the answered ones, newest first. */
export function listKindRequests({ status, kind }: KindFilter): Promise<KindRequestForReview[]> {
  const query = new URLSearchParams({ status, kind }).toString();
  return apiRequest(`/admin/kinds?${query}`, { schema: listSchema }).then(({ items }) => items);
}

export function useKindRequests(filter: KindFilter) {
  return useQuery({ queryKey: [...kindRequestListKey, filter], queryFn: () => listKindRequests(filter), placeholderData: keepPreviousData, staleTime: 15_000 });
}

export type KindDecision = { id: string; status: 'approved' | 'rejected'; reason?: string };

/** POST /api/admin/kinds/{id}/decision: approved, or rejected with an optional reason; 409 when decided already. */
export function decideKindRequest({ id, status, reason }: KindDecision): Promise<KindRequestForReview> {
  return apiRequest(`/admin/kinds/${encodeURIComponent(id)}/decision`, { method: 'POST', body: reason ? { status, reason } : { status }, schema: forReviewSchema });
}

export function useDecideKindRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...kindRequestListKey, 'decide'],
    mutationFn: decideKindRequest,
    // A 409 means another administrator decided first: refresh in every case.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: kindRequestListKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
