import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { mentorshipRequestsKey, type MentorshipRequest } from '@/features/mentorship/api/mentorship-schemas';
import { apiRequest } from '@/lib/api-client';

/** The longest note the server takes with a decline. */
export const declineNoteMaxLength = 500;

export type DeclineMentorshipRequest = { id: string; note: string };

/** POST /api/mentor/requests/{id}/decline (204); a blank note is not sent. */
export function declineMentorshipRequest({ id, note }: DeclineMentorshipRequest): Promise<void> {
  const trimmed = note.trim();
  return apiRequest(`/mentor/requests/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    body: trimmed ? { note: trimmed } : {},
    schema: z.undefined(),
  });
}

export function useDeclineMentorshipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...mentorshipRequestsKey, 'decline'],
    mutationFn: declineMentorshipRequest,
    onSuccess: (_nothing, { id }) => {
      queryClient.setQueryData<MentorshipRequest[]>(mentorshipRequestsKey, (requests) => requests?.filter((request) => request.id !== id));
      return queryClient.invalidateQueries({ queryKey: mentorshipRequestsKey });
    },
  });
}
