import { z } from 'zod';

import { entityIdSchema } from '@/lib/api-client';

// docs/pitches.md, "Mentor dashboard". Profile text a founder has not filled in may come as null;
// the cards show it as absent.
const text = z
  .string()
  .nullable()
  .transform((value) => value ?? '');

export const mentorshipRequestSchema = z.object({
  id: entityIdSchema,
  founderId: entityIdSchema,
  founderName: z.string(),
  startupName: text,
  industry: text,
  stage: text,
  request: z.string(),
  experience: z.number().int().nullable(),
  location: text,
  photoUrl: z.string().nullable(),
  receivedAt: z.string(),
});

export const menteeSchema = z.object({
  id: entityIdSchema,
  founderId: entityIdSchema,
  founderName: z.string(),
  startupName: text,
  industry: text,
  stage: text,
  nextMeeting: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  conversationId: entityIdSchema,
});

export type MentorshipRequest = z.output<typeof mentorshipRequestSchema>;
export type Mentee = z.output<typeof menteeSchema>;

export const mentorshipKey = ['mentorship'] as const;
export const mentorshipRequestsKey = [...mentorshipKey, 'requests'] as const;
export const menteesKey = [...mentorshipKey, 'mentees'] as const;

