import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { menteeSchema, menteesKey, type Mentee } from '@/features/mentorship/api/mentorship-schemas';
import { apiRequest } from '@/lib/api-client';

/** What a mentor changes on a mentee: the next meeting (an instant, or null to clear it) or the progress (0–100). */
export type MenteeChange = { id: string; nextMeeting?: string | null; progress?: number };

const updatedSchema = z.object({ mentee: menteeSchema });

/** PATCH /api/mentor/mentees/{id}: answers with the mentee as stored. */
export async function updateMentee({ id, ...change }: MenteeChange): Promise<Mentee> {
  return (await apiRequest(`/mentor/mentees/${encodeURIComponent(id)}`, { method: 'PATCH', body: change, schema: updatedSchema })).mentee;
}

export function useUpdateMentee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...menteesKey, 'update'],
    mutationFn: updateMentee,
    onSuccess: (stored) => {
      queryClient.setQueryData<Mentee[]>(menteesKey, (mentees) => mentees?.map((mentee) => (mentee.id === stored.id ? stored : mentee)));
    },
  });
}
