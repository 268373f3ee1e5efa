import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type Validation = ApiSchemas['Validation'];
export type ValidationStep = Validation['steps'][number];
export type StepStatus = ValidationStep['status'];

export const stepStatuses = ['not-started', 'in-progress', 'ready', 'completed'] as const satisfies readonly StepStatus[];

const stepSchema = z.object({
  step: z.number().int().min(1).max(5),
  answers: z.array(z.string()).length(4),
  status: z.enum(stepStatuses),
  completedAt: z.string().nullable(),
});

export const validationSchema = z.object({
  steps: z.array(stepSchema).length(5),
  score: z.number().int().min(0).max(100),
}) satisfies z.ZodType<Validation, unknown>;

export const validationKey = ['me', 'validation'] as const;

/** GET /api/me/validation: the five steps with my answers and their status, and the validation score. */
export function getValidation(signal?: AbortSignal): Promise<Validation> {
  return apiRequest('/me/validation', { schema: validationSchema, signal });
}

export const validationQueryOptions = () => queryOptions({ queryKey: validationKey, queryFn: ({ signal }) => getValidation(signal) });

export const useValidation = () => useQuery(validationQueryOptions());
