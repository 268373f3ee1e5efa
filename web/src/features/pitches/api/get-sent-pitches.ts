import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { allowanceSchema, sentPitchSchema } from '@/features/pitches/api/pitch-schemas';
import { apiRequest } from '@/lib/api-client';

const sentPitchesSchema = z.object({ items: z.array(sentPitchSchema), allowance: allowanceSchema });
export type SentPitches = z.infer<typeof sentPitchesSchema>;

/** GET /api/pitches/sent: my pitches and applications, newest first. */
export function getSentPitches(): Promise<SentPitches> {
  return apiRequest('/pitches/sent', { schema: sentPitchesSchema });
}

export const sentPitchesKey = ['pitches', 'sent'] as const;

export const sentPitchesQueryOptions = () => queryOptions({ queryKey: sentPitchesKey, queryFn: getSentPitches, staleTime: 30_000 });

export function useSentPitches() {
  return useQuery(sentPitchesQueryOptions());
}
