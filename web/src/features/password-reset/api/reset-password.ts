import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

/** `code`: from the authenticator app, or a recovery code; only when the member has two-factor on. */
export type PasswordReset = { token: string; password: string; code?: string };

const passwordResetSchema = z.object({ status: z.literal('reset') });

export type PasswordResetDone = z.infer<typeof passwordResetSchema>;

/** POST /api/auth/password-reset/confirm: sets the new password, uses up the link and ends every session of the member. */
export function resetPassword(reset: PasswordReset): Promise<PasswordResetDone> {
  return apiRequest('/auth/password-reset/confirm', { method: 'POST', body: reset, schema: passwordResetSchema });
}

type ResetPasswordOptions = Omit<UseMutationOptions<PasswordResetDone, Error, PasswordReset>, 'mutationFn' | 'mutationKey'>;

export function useResetPassword(options: ResetPasswordOptions = {}) {
  return useMutation({ mutationKey: ['password-reset', 'confirm'], mutationFn: resetPassword, ...options });
}
