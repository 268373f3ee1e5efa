import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { members, type ResetAudience } from '@/features/password-reset/lib/audience';
import { apiRequest } from '@/lib/api-client';

const resetLinkSentSchema = z.object({ status: z.literal('sent') });

export type ResetLinkSent = z.infer<typeof resetLinkSentSchema>;

/** POST /api/auth/password-reset (or /api/admin/password-reset): e-mails a reset link; the answer never says whether the address is an account. */
export function requestResetLink(email: string, audience: ResetAudience = members): Promise<ResetLinkSent> {
  return apiRequest(audience.api, { method: 'POST', body: { email }, schema: resetLinkSentSchema });
}

type RequestResetLinkOptions = Omit<UseMutationOptions<ResetLinkSent, Error, string>, 'mutationFn' | 'mutationKey'>;

export function useRequestResetLink(audience: ResetAudience = members, options: RequestResetLinkOptions = {}) {
  return useMutation({
    mutationKey: ['password-reset', audience.api, 'request'],
    mutationFn: (email: string) => requestResetLink(email, audience),
    ...options,
  });
}
