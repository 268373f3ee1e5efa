import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { members, type ResetAudience } from '@/features/password-reset/lib/audience';
import { apiRequest } from '@/lib/api-client';

/** `code`: from the authenticator app, or a recovery code; only when the account has two-factor on. */
export type PasswordReset = { token: string; password: string; code?: string };

const passwordResetSchema = z.object({ status: z.literal('reset') });

export type PasswordResetDone = z.infer<typeof passwordResetSchema>;

/** POST …/password-reset/confirm: sets the new password, uses up the link and ends every session of the account. */
export function resetPassword(reset: PasswordReset, audience: ResetAudience = members): Promise<PasswordResetDone> {
  return apiRequest(`${audience.api}/confirm`, { method: 'POST', body: reset, schema: passwordResetSchema });
}

type ResetPasswordOptions = Omit<UseMutationOptions<PasswordResetDone, Error, PasswordReset>, 'mutationFn' | 'mutationKey'>;

export function useResetPassword(audience: ResetAudience = members, options: ResetPasswordOptions = {}) {
  return useMutation({
    mutationKey: ['password-reset', audience.api, 'confirm'],
    mutationFn: (reset: PasswordReset) => resetPassword(reset, audience),
    ...options,
  });
}
