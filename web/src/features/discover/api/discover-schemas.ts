import { z } from 'zod';

import { entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export type MemberSummary = ApiSchemas['MemberSummary'];
export type Credits = ApiSchemas['Credits'];

export const memberRoleSchema = z.enum(['Founder', 'Mentor', 'Investor']);

/** The member fields every deck card and connection carries. */
export const memberSummaryFields = {
  id: entityIdSchema,
  name: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  memberRole: memberRoleSchema.nullable(),
  photoUrl: z.string().nullable(),
};

export const memberSummarySchema = z.object(memberSummaryFields) satisfies z.ZodType<MemberSummary, unknown>;

export const creditsSchema = z.object({
  balance: z.number().int(),
  weeklyBudget: z.number().int(),
  plan: z.enum(['core', 'pro']),
  refillsAt: z.string(),
}) satisfies z.ZodType<Credits, unknown>;
