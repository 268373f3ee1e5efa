import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { creditsSchema } from '@/features/discover/api/discover-schemas';
import { connectionsKey } from '@/features/discover/api/get-connections';
import { setDeckCredits } from '@/features/discover/api/get-deck';
import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export type SwipeRequest = ApiSchemas['SwipeRequest'];
export type SwipeResult = ApiSchemas['SwipeResult'];
export type SwipeDecision = ApiSchemas['SwipeDecision'];

export type SwipeState = SwipeResult['state'];

/** Every state the contract names and no other: one added to the contract fails the type check here until it is handled. */
const swipeStates = { passed: 'passed', pending: 'pending', connected: 'connected', expired: 'expired' } as const satisfies { [S in SwipeState]: S };

const swipeResultSchema = z.object({
  target: entityIdSchema,
  decision: z.enum(['pass', 'connect']),
  state: z.enum(swipeStates),
  connectionId: entityIdSchema.nullable(),
  credits: creditsSchema,
}) satisfies z.ZodType<SwipeResult, unknown>;

/**
 * POST /api/swipes. Idempotent; a Connect costs a credit, and with none left the server answers
 * 409 `no_credits` with a message fit to show.
 */
export function swipe(request: SwipeRequest): Promise<SwipeResult> {
  return apiRequest('/swipes', { method: 'POST', body: request, schema: swipeResultSchema });
}

export const swipeMutationKey = ['discover', 'swipe'] as const;

export function useSwipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: swipeMutationKey,
    mutationFn: swipe,
    onSuccess: (result) => {
      setDeckCredits(queryClient, result.credits);
      if (result.state === 'connected') return queryClient.invalidateQueries({ queryKey: connectionsKey });
    },
  });
}
