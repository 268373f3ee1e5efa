import { z } from 'zod';

import type { ApiSchemas } from '@/lib/api-client';
import { availabilitySlotSchema } from '@/lib/availability';

export { founderStages } from '@/lib/founder-stages';

// The kind sections of a profile (docs/profiles.md, "Kind sections"): what a founder, a mentor and
// an investor enter for their cards, the match score and the investor's ranking.

export type FounderSection = ApiSchemas['FounderSection'];
export type MentorSection = ApiSchemas['MentorSection'];
export type InvestorSection = ApiSchemas['InvestorSection'];
export type KindSectionsInput = Pick<ApiSchemas['ProfileInput'], 'founder' | 'mentor' | 'investor'>;

export const investorStages = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+'] as const;
export const revenueBands = ['Pre-revenue', '< ₹10 L', '₹10 L–1 Cr', '₹1–10 Cr', '> ₹10 Cr'] as const;

const strings = z.array(z.string());
const wholeOrNull = z.number().int().nullable();

export const founderSectionSchema = z.object({
  fundingStage: z.string().nullable(),
  teamSize: wholeOrNull,
  raisedSoFar: wholeOrNull,
  lookingFor: z.object({ cofounderRoles: strings, mentorAreas: strings, investors: z.boolean() }),
  traction: z.object({ revenueBand: z.string().nullable(), users: wholeOrNull, growth: wholeOrNull }),
}) satisfies z.ZodType<FounderSection, unknown>;

export const mentorSectionSchema = z.object({
  expertise: strings,
  mentorshipAreas: strings,
  hourlyRate: wholeOrNull,
  proBono: z.boolean(),
  availabilitySlots: z.array(availabilitySlotSchema),
  availability: z.string().nullable(),
  timeZone: z.string().nullable(),
  sessionsGiven: wholeOrNull,
}) satisfies z.ZodType<MentorSection, unknown>;

export const investorSectionSchema = z.object({
  firm: z.string().nullable(),
  role: z.string().nullable(),
  focusAreas: strings,
  stages: strings,
  chequeMin: wholeOrNull,
  chequeMax: wholeOrNull,
  chequeRange: z.string().nullable(),
  portfolio: z.array(z.object({ name: z.string(), url: z.string().nullable() })),
  recentInvestments: strings,
  thesis: z.string().nullable(),
}) satisfies z.ZodType<InvestorSection, unknown>;

/** The three sections as a profile answer carries them: null for a kind not held (or, for another member, not acted as). */
export const kindSectionsFields = {
  founder: founderSectionSchema.nullable(),
  mentor: mentorSectionSchema.nullable(),
  investor: investorSectionSchema.nullable(),
};
