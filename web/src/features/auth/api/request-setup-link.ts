import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

const setupLinkSentSchema = z.object({ status: z.literal('sent') });

export type SetupLinkSent = z.infer<typeof setupLinkSentSchema>;

/** POST /api/auth/setup-link: e-mails a fresh password-setup link; the answer never says whether the address is known. */
export function requestSetupLink(email: string): Promise<SetupLinkSent> {
  return apiRequest('/auth/setup-link', { method: 'POST', body: { email }, schema: setupLinkSentSchema });
}

type RequestSetupLinkOptions = Omit<UseMutationOptions<SetupLinkSent, Error, string>, 'mutationFn' | 'mutationKey'>;

export function useRequestSetupLink(options: RequestSetupLinkOptions = {}) {
  return useMutation({ mutationKey: ['auth', 'setup-link'], mutationFn: requestSetupLink, ...options });
}
