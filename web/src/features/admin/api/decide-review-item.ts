import { useMutation, useQueryClient } from '@tanstack/react-query';

import { reviewItemSchemas, type ReviewKind } from '@/features/admin/api/get-review-items';
import { adminQueryKey, auditLogKey, reviewListKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type Decision = { kind: ReviewKind; id: string; status: ApiSchemas['ReviewDecision']['status'] };

/** POST /api/admin/{kind}/{id}/decision: pending → approved or rejected, nothing else (409 otherwise). */
export function decideReviewItem({ kind, id, status }: Decision): Promise<ApiSchemas['ReviewItem']> {
  return apiRequest(`/admin/${kind}/${encodeURIComponent(id)}/decision`, { method: 'POST', body: { status }, schema: reviewItemSchemas[kind] });
}

export function useDecideReviewItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminQueryKey, 'decide'],
    mutationFn: decideReviewItem,
    // A 409 means someone else decided first: refresh in both cases.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewListKey }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ]),
  });
}
