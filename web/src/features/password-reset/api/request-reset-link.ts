import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

const resetLinkSentSchema = z.object({ status: z.literal('sent') });

export type ResetLinkSent = z.infer<typeof resetLinkSentSchema>;

/** POST /api/auth/password-reset: e-mails a reset link to a member; the answer never says whether the address is one. */
export function requestResetLink(email: string): Promise<ResetLinkSent> {
  return apiRequest('/auth/password-reset', { method: 'POST', body: { email }, schema: resetLinkSentSchema });
}

type RequestResetLinkOptions = Omit<UseMutationOptions<ResetLinkSent, Error, string>, 'mutationFn' | 'mutationKey'>;

export function useRequestResetLink(options: RequestResetLinkOptions = {}) {
  return useMutation({ mutationKey: ['password-reset', 'request'], mutationFn: requestResetLink, ...options });
}
