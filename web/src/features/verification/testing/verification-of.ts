import type { StepId, StepStatus, Verification, VerificationStep } from '@/features/verification/api/get-verification';

/** GET /api/me/verification: e-mail completed, the rest as `statuses` say (pending otherwise). */
export function verificationOf(statuses: Partial<Record<StepId, StepStatus>> = {}, changes: Partial<Record<StepId, Partial<VerificationStep>>> = {}): Verification {
  const ids: StepId[] = ['email', 'phone', 'linkedin', 'company', 'identity', 'video'];
  const steps = ids.map((id) => ({ id, status: statuses[id] ?? (id === 'email' ? 'completed' : 'pending'), reason: null, detail: {}, ...changes[id] }));
  const completed = steps.filter((step) => step.status === 'completed').length;
  return { steps, completed, verified: completed === steps.length };
}
