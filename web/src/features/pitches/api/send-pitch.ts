import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { matchCardsKey, setCardsAllowance } from '@/features/pitches/api/get-match-cards';
import { sentPitchesKey } from '@/features/pitches/api/get-sent-pitches';
import { allowanceSchema, sentPitchSchema, type PitchKind } from '@/features/pitches/api/pitch-schemas';
import { ApiError, apiRequest } from '@/lib/api-client';

export type PitchRequest = { kind: PitchKind; targetId: string; message: string; pitchDeckLink?: string };

const sentSchema = z.object({ pitch: sentPitchSchema, allowance: allowanceSchema });
export type PitchSent = z.infer<typeof sentSchema>;

/**
 * POST /api/pitches: a pitch (investor) or an application (mentor, cofounder). Refusals come in the
 * one error shape: 400 with fields, 404, 409 `already_open`, 429 `weekly_limit`.
 */
export function sendPitch(request: PitchRequest): Promise<PitchSent> {
  return apiRequest('/pitches', { method: 'POST', body: request, schema: sentSchema });
}

export function useSendPitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['pitches', 'send'],
    mutationFn: sendPitch,
    onSuccess: ({ allowance }) => {
      setCardsAllowance(queryClient, allowance);
      return queryClient.invalidateQueries({ queryKey: sentPitchesKey });
    },
    // Spent elsewhere (another tab): the meter should say so too.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'weekly_limit') return queryClient.invalidateQueries({ queryKey: matchCardsKey });
    },
  });
}
