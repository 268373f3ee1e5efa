import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';

const waitlistAcceptedSchema = z.object({ status: z.literal('joined') }) satisfies z.ZodType<ApiSchemas['WaitlistAccepted']>;

type WaitlistAccepted = z.infer<typeof waitlistAcceptedSchema>;

/** POST /api/waitlist/change: applies the e-mailed change to the waitlist entry, once. */
export function confirmWaitlistChange(token: string): Promise<WaitlistAccepted> {
  const confirmation: ApiSchemas['ChangeConfirmation'] = { token };
  return apiRequest('/waitlist/change', { method: 'POST', body: confirmation, schema: waitlistAcceptedSchema });
}

type ConfirmWaitlistChangeOptions = Omit<UseMutationOptions<WaitlistAccepted, Error, string>, 'mutationFn' | 'mutationKey'>;

export function useConfirmWaitlistChange(options: ConfirmWaitlistChangeOptions = {}) {
  return useMutation({ mutationKey: ['waitlist', 'change', 'confirm'], mutationFn: confirmWaitlistChange, ...options });
}
