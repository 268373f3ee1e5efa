import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { investingKey, likedStartupsKey, startupsKey, type LikedStartup, type Startup } from '@/features/investing/api/investing-schemas';
import { apiRequest } from '@/lib/api-client';

export type StartupDecision = { founderId: string; decision: 'like' | 'skip' };

/** POST /api/investor/startups/{founderId}/like or …/skip (204): either way it leaves Discover Startups. */
export function decideStartup({ founderId, decision }: StartupDecision): Promise<void> {
  return apiRequest(`/investor/startups/${encodeURIComponent(founderId)}/${decision}`, { method: 'POST', schema: z.undefined() });
}

/** The card leaves the list once saved; a like is then read back into My Liked Startups. */
export function useDecideStartup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...startupsKey, 'decide'],
    mutationFn: decideStartup,
    onSuccess: (_nothing, { founderId, decision }) => {
      const startup = queryClient.getQueryData<Startup[]>(startupsKey)?.find((each) => each.founderId === founderId);
      queryClient.setQueryData<Startup[]>(startupsKey, (startups) => startups?.filter((each) => each.founderId !== founderId));
      if (decision === 'like' && startup) {
        const { founderName, startupName, industry, stage } = startup;
        const liked: LikedStartup = { founderId, founderName, startupName, industry, stage, likedDate: new Date().toISOString(), introduction: null };
        queryClient.setQueryData<LikedStartup[]>(likedStartupsKey, (list) => (list ? [liked, ...list.filter((each) => each.founderId !== founderId)] : list));
      }
      return queryClient.invalidateQueries({ queryKey: decision === 'like' ? investingKey : startupsKey });
    },
  });
}
