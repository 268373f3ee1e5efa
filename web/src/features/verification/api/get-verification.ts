import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';
import { verificationDetailSchema } from '@/lib/content-schemas';

type ApiVerification = ApiSchemas['Verification'];
type ApiStep = ApiVerification['steps'][number];

export const stepIds = ['email', 'phone', 'linkedin', 'company', 'identity', 'video'] as const satisfies readonly ApiStep['id'][];
export const stepStatuses = ['pending', 'in-progress', 'completed', 'failed'] as const satisfies readonly ApiStep['status'][];

/** What the member sent for a step (lib/content-schemas). */
const stepDetailSchema = verificationDetailSchema;

export type StepDetail = z.output<typeof stepDetailSchema>;
export type StepId = ApiStep['id'];
export type StepStatus = ApiStep['status'];
export type VerificationStep = Omit<ApiStep, 'detail'> & { detail: StepDetail };
export type Verification = Omit<ApiVerification, 'steps'> & { steps: VerificationStep[] };

export const verificationSchema = z.object({
  steps: z.array(z.object({ id: z.enum(stepIds), status: z.enum(stepStatuses), reason: z.string().nullable(), detail: stepDetailSchema })),
  completed: z.number().int().min(0),
  verified: z.boolean(),
}) satisfies z.ZodType<Verification, unknown>;

export const verificationKey = ['me', 'verification'] as const;

/** GET /api/me/verification: the six steps in order, how many are completed, and whether I am fully verified. */
export function getVerification(signal?: AbortSignal): Promise<Verification> {
  return apiRequest('/me/verification', { schema: verificationSchema, signal });
}

// An administrator may have decided a step since: read it again whenever the screen opens.
export const verificationQueryOptions = () => queryOptions({ queryKey: verificationKey, queryFn: ({ signal }) => getVerification(signal), staleTime: 0 });

export const useVerification = () => useQuery(verificationQueryOptions());

/** A call that answers with the member's steps: the screen shows the server's statuses as soon as it answers. */
export function useVerificationMutation<V>(send: (variables: V) => Promise<Verification>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (verification) => queryClient.setQueryData(verificationKey, verification),
  });
}
