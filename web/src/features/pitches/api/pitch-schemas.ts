import { z } from 'zod';

import { entityIdSchema } from '@/lib/api-client';
import { matchFactorSchema, matchLabels } from '@/lib/match-band';

// docs/pitches.md is the contract until api/features/pitches.yaml names these shapes; then these schemas
// should `satisfies` the generated types as the rest of the app does.

/** The three card screens, as the path segment of /api/matches/{kind}. */
export const cardKinds = ['cofounders', 'mentors', 'investors'] as const;
export type CardKind = (typeof cardKinds)[number];

/** What a sent pitch or application is, as POST /api/pitches names it. */
export const pitchKinds = ['cofounder', 'mentor', 'investor'] as const;
export type PitchKind = (typeof pitchKinds)[number];

const text = z.string().nullable();
const textList = z.array(z.string());

export const matchCardSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  title: text,
  company: text,
  industry: text,
  location: text,
  bio: text,
  photoUrl: text,
  verified: z.boolean().default(false),
  skills: textList,
  experience: z.number().int().nullable(),
  matchPercentage: z.number().int().min(0).max(100),
  matchLabel: z.enum(matchLabels),
  matchReason: z.string(),
  matchFactors: z.array(matchFactorSchema),
  lookingFor: text,
  expertise: textList,
  mentorshipAreas: textList,
  hourlyRate: text,
  availability: text,
  firm: text,
  focusAreas: textList,
  investmentStage: text,
  typicalCheckSize: text,
  portfolioCompanies: textList,
  recentInvestments: textList,
});
export type MatchCard = z.infer<typeof matchCardSchema>;

export const allowanceSchema = z.object({
  weekly: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  renewsAt: z.string(),
});
export type Allowance = z.infer<typeof allowanceSchema>;

export const pitchStatuses = ['pending', 'approved', 'rejected'] as const;
export type PitchStatus = (typeof pitchStatuses)[number];

export const sentPitchSchema = z.object({
  id: entityIdSchema,
  kind: z.enum(pitchKinds),
  target: z.object({ id: entityIdSchema, name: z.string(), title: text, company: text, photoUrl: text }),
  message: z.string(),
  pitchDeckLink: text,
  status: z.enum(pitchStatuses),
  response: z.enum(['accepted', 'declined']).nullable(),
  responseNote: text,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SentPitch = z.infer<typeof sentPitchSchema>;
