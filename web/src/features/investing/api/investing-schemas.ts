import { z } from 'zod';

import { entityIdSchema } from '@/lib/api-client';

// docs/pitches.md, "Investor dashboard". Profile text a founder has not filled in may come as
// null; the cards show it as absent.
const text = z
  .string()
  .nullable()
  .transform((value) => value ?? '');

export const introductionStatusSchema = z.enum(['pending', 'accepted', 'declined']);
export const introductionSchema = z.object({ id: entityIdSchema, status: introductionStatusSchema });

export const startupSchema = z.object({
  founderId: entityIdSchema,
  founderName: z.string(),
  startupName: text,
  industry: text,
  stage: text,
  description: text,
  teamSize: z.number().int().nullable(),
  raisedSoFar: z.number().int().nullable(),
  traction: z.object({ revenueBand: z.string().nullable(), users: z.number().int().nullable(), growth: z.number().int().nullable() }),
  location: text,
  tags: z.array(z.string()),
  photoUrl: z.string().nullable(),
  matchPercentage: z.number().int(),
  pitched: z.boolean(),
  pitch: z.object({ id: entityIdSchema, message: z.string(), pitchDeckLink: z.string().nullable(), sentAt: z.string() }).nullable(),
});

export const likedStartupSchema = z.object({
  founderId: entityIdSchema,
  founderName: z.string(),
  startupName: text,
  industry: text,
  stage: text,
  likedDate: z.string(),
  introduction: introductionSchema.nullable(),
});

export type Startup = z.output<typeof startupSchema>;
export type LikedStartup = z.output<typeof likedStartupSchema>;
export type Introduction = z.output<typeof introductionSchema>;

export const investingKey = ['investing'] as const;
export const startupsKey = [...investingKey, 'startups'] as const;
export const likedStartupsKey = [...investingKey, 'liked'] as const;

