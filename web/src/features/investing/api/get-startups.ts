import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { startupSchema, startupsKey } from '@/features/investing/api/investing-schemas';
import { apiRequest } from '@/lib/api-client';

const startupListSchema = z.object({ items: z.array(startupSchema) });

/** GET /api/investor/startups: startups I have not liked or skipped, those that pitched me first. */
export async function getStartups(signal?: AbortSignal) {
  return (await apiRequest('/investor/startups', { schema: startupListSchema, signal })).items;
}

export const startupsQueryOptions = () => queryOptions({ queryKey: startupsKey, queryFn: ({ signal }) => getStartups(signal), staleTime: 15_000 });

export function useStartups() {
  return useQuery(startupsQueryOptions());
}
