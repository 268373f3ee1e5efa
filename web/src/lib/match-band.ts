import { z } from 'zod';

import type { ApiSchemas } from '@/lib/api-client';

/** SPEC section 9's match labels (90+ Excellent, 80 Great, 70 Good, 60 Fair, 50 Potential, else Low), as the server sends them. */
export const matchLabels = ['Excellent', 'Great', 'Good', 'Fair', 'Potential', 'Low'] as const;
export type MatchLabel = (typeof matchLabels)[number];

export type MatchBand = 'green' | 'yellow' | 'amber' | 'red';

/** SPEC section 9: 90 or more green, 80 or more yellow, 70 or more amber, below 70 red. */
export function matchBandOf(percentage: number): MatchBand {
  if (percentage >= 90) return 'green';
  if (percentage >= 80) return 'yellow';
  if (percentage >= 70) return 'amber';
  return 'red';
}

/** What scored in a match, by name (matchFactors), for the card to say in the member's language. */
export const matchFactorKeys = ['sameIndustry', 'relatedIndustry', 'sharedSkills', 'similarExperience', 'sameCity', 'nearbyCity', 'sameStage', 'adjacentStage', 'similarTeam', 'sharedInterests', 'sharedGoals'] as const;

export const matchFactorSchema = z.object({ factor: z.enum(matchFactorKeys), count: z.number().int().min(1).optional() }) satisfies z.ZodType<ApiSchemas['MatchFactor'], unknown>;

export type MatchFactor = z.infer<typeof matchFactorSchema>;
