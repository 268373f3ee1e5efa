import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { adminSessionSchema, type AdminSession } from '@/features/admin/api/get-admin-session';
import { adminSessionKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type AdminCredentials = ApiSchemas['AdminCredentials'];
export type AdminTwoFactorNeeded = ApiSchemas['AdminTwoFactorNeeded'];
export type AdminEnrolmentNeeded = ApiSchemas['AdminEnrolmentNeeded'];
export type AdminSignInAnswer = AdminSession | AdminTwoFactorNeeded | AdminEnrolmentNeeded;
export type AdminTwoFactorCode = ApiSchemas['AdminTwoFactorCode'];
export type AdminTwoFactorSignedIn = ApiSchemas['AdminTwoFactorSignedIn'];

const twoFactorNeededSchema = z.object({ next: z.literal('two-factor'), challenge: z.string() }) satisfies z.ZodType<AdminTwoFactorNeeded, unknown>;
const enrolmentNeededSchema = z.object({
  next: z.literal('enrol-two-factor'),
  challenge: z.string(),
  secret: z.string(),
  otpauthUrl: z.string(),
}) satisfies z.ZodType<AdminEnrolmentNeeded, unknown>;
const twoFactorSignedInSchema = z.object({ email: z.string(), recoveryCodes: z.array(z.string()).optional() }) satisfies z.ZodType<AdminTwoFactorSignedIn, unknown>;
const signInAnswerSchema = z.union([twoFactorNeededSchema, enrolmentNeededSchema, adminSessionSchema]) satisfies z.ZodType<AdminSignInAnswer, unknown>;

const signedIn = (answer: AdminSignInAnswer): answer is AdminSession => !('next' in answer);

/** POST /api/admin/session: signed in, or the second step (a code, or enrolling first) to follow. */
export function signInAdmin(credentials: AdminCredentials): Promise<AdminSignInAnswer> {
  return apiRequest('/admin/session', { method: 'POST', body: credentials, schema: signInAnswerSchema });
}

/**
 * POST /api/admin/session/two-factor: the challenge and the authenticator app's code (or a recovery
 * code). An enrolment's first right code answers the recovery codes too, shown this once.
 */
export function completeAdminTwoFactor(body: AdminTwoFactorCode): Promise<AdminTwoFactorSignedIn> {
  return apiRequest('/admin/session/two-factor', { method: 'POST', body, schema: twoFactorSignedInSchema });
}

/** Opens /admin for the signed-in administrator. */
export function useAdminSignedIn() {
  const queryClient = useQueryClient();
  return (email: string) => queryClient.setQueryData<AdminSession>(adminSessionKey, { email });
}

export function useSignInAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminSessionKey, 'create'],
    mutationFn: signInAdmin,
    onSuccess: (answer) => {
      if (signedIn(answer)) queryClient.setQueryData(adminSessionKey, answer);
    },
  });
}

/** The session opens /admin at once, unless recovery codes are to be saved first (then see useAdminSignedIn). */
export function useCompleteAdminTwoFactor() {
  const signedIn = useAdminSignedIn();
  return useMutation({
    mutationKey: [...adminSessionKey, 'two-factor'],
    mutationFn: completeAdminTwoFactor,
    onSuccess: ({ email, recoveryCodes }) => {
      if (!recoveryCodes) signedIn(email);
    },
  });
}
