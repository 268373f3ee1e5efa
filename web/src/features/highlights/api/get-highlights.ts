import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';
import { highlightsKey, memberSummarySchema } from '@/lib/member-summary';

export type Highlights = ApiSchemas['Highlights'];
export type ActivityItem = Highlights['recentActivity'][number];
export type TrendingFounder = Highlights['trendingFounders'][number];

const highlightsSchema = z.object({
  recentActivity: z.array(z.object({ kind: z.enum(['view', 'connection', 'reply']), member: memberSummarySchema, at: z.string() })),
  trendingFounders: z.array(z.object({ member: memberSummarySchema, activity: z.number().int().min(1) })),
}) satisfies z.ZodType<Highlights, unknown>;

/** GET /api/me/highlights: what happened to me lately, and who is most sought after this week. */
export function getHighlights(signal?: AbortSignal): Promise<Highlights> {
  return apiRequest('/me/highlights', { schema: highlightsSchema, signal });
}

export const highlightsQueryOptions = () => queryOptions({ queryKey: highlightsKey, queryFn: ({ signal }) => getHighlights(signal), staleTime: 30_000 });

export const useHighlights = () => useQuery(highlightsQueryOptions());
