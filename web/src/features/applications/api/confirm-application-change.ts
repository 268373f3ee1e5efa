import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';

const applicationReceivedSchema = z.object({ status: z.literal('pending') }) satisfies z.ZodType<ApiSchemas['ApplicationReceived']>;

export type ApplicationReceived = z.infer<typeof applicationReceivedSchema>;

/** POST /api/applications/change: applies the e-mailed change once; the application is pending after. */
export function confirmApplicationChange(token: string): Promise<ApplicationReceived> {
  const confirmation: ApiSchemas['ChangeConfirmation'] = { token };
  return apiRequest('/applications/change', { method: 'POST', body: confirmation, schema: applicationReceivedSchema });
}

type ConfirmApplicationChangeOptions = Omit<UseMutationOptions<ApplicationReceived, Error, string>, 'mutationFn' | 'mutationKey'>;

export function useConfirmApplicationChange(options: ConfirmApplicationChangeOptions = {}) {
  return useMutation({ mutationKey: ['applications', 'change', 'confirm'], mutationFn: confirmApplicationChange, ...options });
}
