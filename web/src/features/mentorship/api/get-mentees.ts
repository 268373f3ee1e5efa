import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { menteeSchema, menteesKey } from '@/features/mentorship/api/mentorship-schemas';
import { apiRequest } from '@/lib/api-client';

const menteeListSchema = z.object({ items: z.array(menteeSchema) });

/** GET /api/mentor/mentees: the founders whose requests I accepted. */
export async function getMentees(signal?: AbortSignal) {
  return (await apiRequest('/mentor/mentees', { schema: menteeListSchema, signal })).items;
}

export const menteesQueryOptions = () => queryOptions({ queryKey: menteesKey, queryFn: ({ signal }) => getMentees(signal), staleTime: 15_000 });

export function useMentees() {
  return useQuery(menteesQueryOptions());
}
