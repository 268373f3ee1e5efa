import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { menteeSchema, menteesKey, mentorshipKey, mentorshipRequestsKey, type Mentee, type MentorshipRequest } from '@/features/mentorship/api/mentorship-schemas';
import { apiRequest } from '@/lib/api-client';

const acceptedSchema = z.object({ mentee: menteeSchema });

/** POST /api/mentor/requests/{id}/accept: the founder becomes my mentee (and a connection). */
export async function acceptMentorshipRequest(id: string): Promise<Mentee> {
  return (await apiRequest(`/mentor/requests/${encodeURIComponent(id)}/accept`, { method: 'POST', schema: acceptedSchema })).mentee;
}

/** The request leaves the list and its mentee joins My Mentees at once; both lists are then read again. */
export function useAcceptMentorshipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...mentorshipRequestsKey, 'accept'],
    mutationFn: acceptMentorshipRequest,
    onSuccess: (mentee, id) => {
      queryClient.setQueryData<MentorshipRequest[]>(mentorshipRequestsKey, (requests) => requests?.filter((request) => request.id !== id));
      queryClient.setQueryData<Mentee[]>(menteesKey, (mentees) => (mentees ? [mentee, ...mentees.filter((each) => each.id !== mentee.id)] : mentees));
      return queryClient.invalidateQueries({ queryKey: mentorshipKey });
    },
  });
}
