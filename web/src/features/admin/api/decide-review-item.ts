import { useMutation, useQueryClient } from '@tanstack/react-query';

import { reviewItemSchemas, type ReviewKind } from '@/features/admin/api/get-review-items';
import { adminQueryKey, auditLogKey, reviewListKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

/** `reason`: only with the rejection of an application (profiles), for the applicant's e-mail. */
export type Decision = { kind: ReviewKind; id: string; status: ApiSchemas['ReviewDecision']['status']; reason?: string };

/** POST /api/admin/{kind}/{id}/decision: pending → approved or rejected, nothing else (409 otherwise). */
export function decideReviewItem({ kind, id, status, reason }: Decision): Promise<ApiSchemas['ReviewItem']> {
  const body = reason ? { status, reason } : { status };
  return apiRequest(`/admin/${kind}/${encodeURIComponent(id)}/decision`, { method: 'POST', body, schema: reviewItemSchemas[kind] });
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
