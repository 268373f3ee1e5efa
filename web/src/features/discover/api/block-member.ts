import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { connectionsKey, removeFromConnections } from '@/features/discover/api/get-connections';
import { removeFromDecks } from '@/features/discover/api/get-deck';
import { apiRequest } from '@/lib/api-client';
import { highlightsKey } from '@/lib/member-summary';

/** POST /api/blocks (204, idempotent): from then on neither member sees the other anywhere. */
export async function blockMember(memberId: string): Promise<void> {
  await apiRequest('/blocks', { method: 'POST', body: { target: memberId }, schema: z.undefined() });
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['discover', 'block'],
    mutationFn: blockMember,
    onSuccess: (_nothing, memberId) => {
      removeFromDecks(queryClient, memberId);
      removeFromConnections(queryClient, memberId);
      void queryClient.invalidateQueries({ queryKey: highlightsKey });
      return queryClient.invalidateQueries({ queryKey: connectionsKey });
    },
  });
}
