import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { verificationReviewListKey } from '@/features/verification/admin/api/get-verification-reviews';
import type { ReviewedStep } from '@/features/verification/admin/api/get-verification-reviews';
import { adminQueryKey, auditLogKey } from '@/lib/admin/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** `revision`: the one the administrator was shown; the server refuses (409) once the member has sent the step again. */
export type StepDecision = { memberId: string; step: ReviewedStep; revision: number; status: 'completed' | 'failed'; reason?: string };

// The answer is the member's six steps; the admin screen only needs to know it went through.
const memberStepsSchema = z.object({ completed: z.number().int(), verified: z.boolean() });

/** POST /api/admin/verification/{memberId}/{step}/decision: completed, or failed with a reason the member sees; audit-logged. */
export function decideVerificationStep({ memberId, step, revision, status, reason }: StepDecision) {
  return apiRequest(`/admin/verification/${encodeURIComponent(memberId)}/${step}/decision`, {
    method: 'POST',
    body: status === 'failed' ? { status, reason, revision } : { status, revision },
    schema: memberStepsSchema,
  });
}

export function useDecideVerificationStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminQueryKey, 'verification', 'decide'],
    mutationFn: decideVerificationStep,
    // A 404 means someone else decided first, a 409 that the member sent the step again: refresh in every case.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: verificationReviewListKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
