import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import type { CardKind } from '@/features/pitches/api/pitch-schemas';
import { apiRequest } from '@/lib/api-client';

/** POST /api/matches/{kind}/{id}/pass: 204, and the card does not come back on that screen. */
export function passCard({ kind, memberId }: { kind: CardKind; memberId: string }): Promise<unknown> {
  return apiRequest(`/matches/${kind}/${encodeURIComponent(memberId)}/pass`, { method: 'POST', schema: z.unknown() });
}

export function usePassCard() {
  return useMutation({ mutationKey: ['pitches', 'pass'], mutationFn: passCard });
}
