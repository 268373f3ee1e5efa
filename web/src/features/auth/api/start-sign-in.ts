import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

const signInStepSchema = z.object({ next: z.enum(['password-setup', 'password-verify']) });

export type SignInStep = z.infer<typeof signInStepSchema>;

/** POST /api/auth/email: is this an approved member, and have they set a password yet? */
export function startSignIn(email: string): Promise<SignInStep> {
  return apiRequest('/auth/email', { method: 'POST', body: { email }, schema: signInStepSchema });
}

type StartSignInOptions = Omit<UseMutationOptions<SignInStep, Error, string>, 'mutationFn' | 'mutationKey'>;

export function useStartSignIn(options: StartSignInOptions = {}) {
  return useMutation({ mutationKey: ['auth', 'email'], mutationFn: startSignIn, ...options });
}
