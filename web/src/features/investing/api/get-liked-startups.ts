import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { likedStartupSchema, likedStartupsKey } from '@/features/investing/api/investing-schemas';
import { apiRequest } from '@/lib/api-client';

const likedListSchema = z.object({ items: z.array(likedStartupSchema) });

/** GET /api/investor/liked: the startups I liked, newest like first. */
export async function getLikedStartups(signal?: AbortSignal) {
  return (await apiRequest('/investor/liked', { schema: likedListSchema, signal })).items;
}

export const likedStartupsQueryOptions = () =>
  queryOptions({ queryKey: likedStartupsKey, queryFn: ({ signal }) => getLikedStartups(signal), staleTime: 15_000 });

export function useLikedStartups() {
  return useQuery(likedStartupsQueryOptions());
}
