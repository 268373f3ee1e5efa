import { z } from 'zod';

import { entityIdSchema } from '@/lib/api-client';

// docs/pitches.md, "The target's side". Profile text a member has not filled in may come as null.
const text = z
  .string()
  .nullable()
  .transform((value) => value ?? '');

export const receivedApplicationSchema = z.object({
  id: entityIdSchema,
  kind: z.string(),
  from: z.object({
    id: entityIdSchema,
    name: z.string(),
    title: text,
    company: text,
    industry: text,
    location: text,
    photoUrl: z.string().nullable(),
    stage: text,
  }),
  message: z.string(),
  pitchDeckLink: z.string().nullable(),
  receivedAt: z.string(),
});

export const introductionSchema = z.object({
  id: entityIdSchema,
  investor: z.object({ id: entityIdSchema, name: z.string(), title: text, company: text, photoUrl: z.string().nullable() }),
  message: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'declined']),
  createdAt: z.string(),
});

export const receivedRequestsSchema = z.object({ applications: z.array(receivedApplicationSchema), introductions: z.array(introductionSchema) });

export type ReceivedApplication = z.output<typeof receivedApplicationSchema>;
export type Introduction = z.output<typeof introductionSchema>;
export type ReceivedRequests = z.output<typeof receivedRequestsSchema>;

export const receivedRequestsKey = ['requests'] as const;
