import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { insightListSchema, insightsKey } from '@/lib/content-schemas';

/** GET /api/insights: the Market Insights administrators keep, in their order. */
export function getInsights(signal?: AbortSignal) {
  return apiRequest('/insights', { schema: insightListSchema, signal });
}

export const insightsQueryOptions = () => queryOptions({ queryKey: insightsKey, queryFn: ({ signal }) => getInsights(signal), staleTime: 5 * 60_000 });

export const useInsights = () => useQuery(insightsQueryOptions());
