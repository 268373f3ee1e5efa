import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, entityIdSchema } from '@/lib/api-client';

export type PasswordSetup = { email: string; token: string; password: string };

const passwordSetSchema = z.object({ email: z.string(), profileId: entityIdSchema });

export type PasswordSet = z.infer<typeof passwordSetSchema>;

/** POST /api/auth/password-setup: the e-mailed token proves the address; success also signs the member in. */
export function setPassword(setup: PasswordSetup): Promise<PasswordSet> {
  return apiRequest('/auth/password-setup', { method: 'POST', body: setup, schema: passwordSetSchema });
}

type SetPasswordOptions = Omit<UseMutationOptions<PasswordSet, Error, PasswordSetup>, 'mutationFn' | 'mutationKey'>;

export function useSetPassword(options: SetPasswordOptions = {}) {
  return useMutation({ mutationKey: ['auth', 'password-setup'], mutationFn: setPassword, ...options });
}
