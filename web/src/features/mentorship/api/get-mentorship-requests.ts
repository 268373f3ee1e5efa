import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { mentorshipRequestSchema, mentorshipRequestsKey } from '@/features/mentorship/api/mentorship-schemas';
import { apiRequest } from '@/lib/api-client';

const requestListSchema = z.object({ items: z.array(mentorshipRequestSchema) });

/** GET /api/mentor/requests: approved mentorship applications to me, not answered yet. */
export async function getMentorshipRequests(signal?: AbortSignal) {
  return (await apiRequest('/mentor/requests', { schema: requestListSchema, signal })).items;
}

export const mentorshipRequestsQueryOptions = () =>
  queryOptions({ queryKey: mentorshipRequestsKey, queryFn: ({ signal }) => getMentorshipRequests(signal), staleTime: 15_000 });

export function useMentorshipRequests() {
  return useQuery(mentorshipRequestsQueryOptions());
}
