import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, entityIdSchema } from '@/lib/api-client';

export type Credentials = { email: string; password: string };

const signedInSchema = z.object({ email: z.string(), profileId: entityIdSchema, hasPhoto: z.boolean() });

export type SignedIn = z.infer<typeof signedInSchema>;

/** POST /api/auth/login. */
export function signIn(credentials: Credentials): Promise<SignedIn> {
  return apiRequest('/auth/login', { method: 'POST', body: credentials, schema: signedInSchema });
}

type SignInOptions = Omit<UseMutationOptions<SignedIn, Error, Credentials>, 'mutationFn' | 'mutationKey'>;

export function useSignIn(options: SignInOptions = {}) {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: signIn, ...options });
}
