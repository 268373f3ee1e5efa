import { env } from '@/config/env';
import { validationSchema, type Validation } from '@/features/validation/api/get-validation';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/me/validation/steps/:step: the step's four answers as they stand; every step and the score come back. */
export function saveValidationStep(step: number, answers: readonly string[]): Promise<Validation> {
  return apiRequest(`/me/validation/steps/${step}`, { method: 'PUT', body: { answers }, schema: validationSchema });
}

/**
 * The same PUT as the page goes away: `keepalive` lets it outlive the page, and nobody is left to
 * read the answer (apiRequest has no keepalive option, hence fetch itself).
 */
export function saveValidationStepOnLeave(step: number, answers: readonly string[]): void {
  void fetch(`${env.API_URL}/me/validation/steps/${step}`, {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ answers }),
  }).catch(() => {});
}
