import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { introductionSchema, likedStartupsKey, type Introduction, type LikedStartup } from '@/features/investing/api/investing-schemas';
import { apiRequest } from '@/lib/api-client';

/** The longest message the server takes with an introduction request. */
export const contactMessageMaxLength = 1000;

export type ContactFounder = { founderId: string; message: string };

const contactedSchema = z.object({ introduction: introductionSchema });

/** POST /api/investor/startups/{founderId}/contact: asks a liked startup's founder for an introduction; a blank message is not sent. */
export async function contactFounder({ founderId, message }: ContactFounder): Promise<Introduction> {
  const trimmed = message.trim();
  const answer = await apiRequest(`/investor/startups/${encodeURIComponent(founderId)}/contact`, {
    method: 'POST',
    body: trimmed ? { message: trimmed } : {},
    schema: contactedSchema,
  });
  return answer.introduction;
}

export function useContactFounder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...likedStartupsKey, 'contact'],
    mutationFn: contactFounder,
    onSuccess: (introduction, { founderId }) => {
      queryClient.setQueryData<LikedStartup[]>(likedStartupsKey, (liked) =>
        liked?.map((startup) => (startup.founderId === founderId ? { ...startup, introduction } : startup)),
      );
    },
  });
}
