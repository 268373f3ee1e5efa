import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, entityIdSchema } from '@/lib/api-client';

export type Credentials = { email: string; password: string };

const signedInSchema = z.object({ email: z.string(), profileId: entityIdSchema, hasPhoto: z.boolean() });

/** A right password for a member with two-factor on: the second step follows. */
const secondStepSchema = z.object({ next: z.literal('two-factor'), challenge: z.string(), email: z.string() });

export type SignedIn = z.infer<typeof signedInSchema>;
export type SecondStep = z.infer<typeof secondStepSchema>;

/** POST /api/auth/login. */
export function signIn(credentials: Credentials): Promise<SignedIn | SecondStep> {
  return apiRequest('/auth/login', { method: 'POST', body: credentials, schema: z.union([secondStepSchema, signedInSchema]) });
}

export const needsSecondStep = (answer: SignedIn | SecondStep): answer is SecondStep => 'challenge' in answer;

type SignInOptions = Omit<UseMutationOptions<SignedIn | SecondStep, Error, Credentials>, 'mutationFn' | 'mutationKey'>;

export function useSignIn(options: SignInOptions = {}) {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: signIn, ...options });
}

export type SecondFactor = { challenge: string; code: string } | { challenge: string; recoveryCode: string };

/** POST /api/auth/two-factor: the code from the app, or a recovery code. */
export function completeTwoFactor(answer: SecondFactor): Promise<SignedIn> {
  return apiRequest('/auth/two-factor', { method: 'POST', body: answer, schema: signedInSchema });
}
