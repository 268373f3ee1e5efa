import { z } from 'zod';

import type { ApiSchemas } from '@/lib/api-client';

export type Credits = ApiSchemas['Credits'];

export const creditsSchema = z.object({
  balance: z.number().int(),
  weeklyBudget: z.number().int(),
  plan: z.enum(['core', 'pro']),
  refillsAt: z.string(),
}) satisfies z.ZodType<Credits, unknown>;
