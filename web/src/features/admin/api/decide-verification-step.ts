import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { adminQueryKey, auditLogKey, verificationReviewListKey } from '@/features/admin/api/admin-query-keys';
import type { ReviewedStep } from '@/features/admin/api/get-verification-reviews';
import { apiRequest } from '@/lib/api-client';

export type StepDecision = { memberId: string; step: ReviewedStep; status: 'completed' | 'failed'; reason?: string };

// The answer is the member's six steps; the admin screen only needs to know it went through.
const memberStepsSchema = z.object({ completed: z.number().int(), verified: z.boolean() });

/** POST /api/admin/verification/{memberId}/{step}/decision: completed, or failed with a reason the member sees; audit-logged. */
export function decideVerificationStep({ memberId, step, status, reason }: StepDecision) {
  return apiRequest(`/admin/verification/${encodeURIComponent(memberId)}/${step}/decision`, {
    method: 'POST',
    body: status === 'failed' ? { status, reason } : { status },
    schema: memberStepsSchema,
  });
}

export function useDecideVerificationStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminQueryKey, 'verification', 'decide'],
    mutationFn: decideVerificationStep,
    // A 404 means someone else decided first: refresh in both cases.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: verificationReviewListKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
