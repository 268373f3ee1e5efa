import { z } from 'zod';

import { entityIdSchema, type ApiSchemas } from '@/lib/api-client';

/**
 * Shapes that a member screen and the admin area both read: a success story (members see the
 * published ones, administrators every one with its status), what a member sent for a
 * verification step (the member sees it, administrators review it) and the Market Insights
 * (members read them in the side panel, administrators edit them).
 */
export const storyFields = {
  id: entityIdSchema,
  title: z.string(),
  founder: z.string(),
  company: z.string(),
  industry: z.string(),
  timeline: z.string(),
  funding: z.string(),
  description: z.string(),
  challenges: z.array(z.string()),
  solutions: z.array(z.string()),
  results: z.array(z.string()),
  metrics: z.object({ revenue: z.string(), team: z.string(), users: z.string(), growth: z.string() }),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
};

/** What a member sent for a verification step (docs/verification.md): VerificationDetail, each field optional. */
export const verificationDetailSchema = z.object({
  phone: z.string().optional(),
  url: z.string().optional(),
  companyName: z.string().optional(),
  website: z.string().optional(),
  description: z.string().optional(),
  fileName: z.string().optional(),
  contentType: z.enum(['image/jpeg', 'image/png', 'application/pdf']).optional(),
  slot: z.string().optional(),
}) satisfies z.ZodType<ApiSchemas['VerificationDetail'], unknown>;

export type Insight = ApiSchemas['Insight'];

export const insightSchema = z.object({
  id: entityIdSchema,
  label: z.string(),
  value: z.string(),
  change: z.string().nullable(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Insight, unknown>;

/** GET /api/insights and GET /api/admin/insights: every insight in its place, and when any last changed. */
export const insightListSchema = z.object({ insights: z.array(insightSchema), updatedAt: z.string().nullable() }) satisfies z.ZodType<ApiSchemas['InsightList'], unknown>;

/** Where members' copy of the insights is cached: an administrator's change marks it stale. */
export const insightsKey = ['insights'] as const;
