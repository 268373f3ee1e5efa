import { validationSchema, type Validation } from '@/features/validation/api/get-validation';
import { apiRequest } from '@/lib/api-client';

/** POST /api/me/validation/steps/:step/complete: 409 `not_ready` unless all four answers are filled. */
export function completeValidationStep(step: number): Promise<Validation> {
  return apiRequest(`/me/validation/steps/${step}/complete`, { method: 'POST', body: {}, schema: validationSchema });
}
