import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import type { AnalyticsRange } from '@/features/analytics/lib/ranges';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type Analytics = ApiSchemas['Analytics'];
export type Figure = ApiSchemas['Figure'];
export type SeriesDay = Analytics['series'][number];
export type IndustryCount = Analytics['topIndustries'][number];
export type ActivityItem = Analytics['recentActivity'][number];

const count = z.number().min(0);
const figureSchema = z.object({ value: count, previous: count, change: z.number().nullable() }) satisfies z.ZodType<Figure, unknown>;

const analyticsSchema = z.object({
  range: z.enum(['7d', '30d', '90d']),
  from: z.string(),
  cards: z.object({ connections: figureSchema, profileViews: figureSchema, engagement: figureSchema, networkReach: figureSchema }),
  series: z.array(
    z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), connections: count, profileViews: count, messages: count }),
  ),
  topIndustries: z.array(z.object({ industry: z.string(), connections: count, change: z.number().nullable() })),
  performance: z.object({ replyRate: figureSchema, viewsPerDay: figureSchema, connectionsPer100Views: figureSchema }),
  recentActivity: z.array(z.object({ type: z.string(), title: z.string(), message: z.string(), link: z.string().nullable(), at: z.string() })),
}) satisfies z.ZodType<Analytics, unknown>;

export const analyticsKey = ['me', 'analytics'] as const;

/** GET /api/me/analytics?range=: the figures of the range beside those of the period before (docs/analytics.md). */
export function getAnalytics(range: AnalyticsRange, signal?: AbortSignal): Promise<Analytics> {
  return apiRequest(`/me/analytics?${new URLSearchParams({ range }).toString()}`, { schema: analyticsSchema, signal });
}

// The previous range stays on screen (dimmed) while the next one loads, so the layout holds still.
export const analyticsQueryOptions = (range: AnalyticsRange) =>
  queryOptions({ queryKey: [...analyticsKey, range], queryFn: ({ signal }) => getAnalytics(range, signal), staleTime: 30_000, placeholderData: keepPreviousData });

export const useAnalytics = (range: AnalyticsRange) => useQuery(analyticsQueryOptions(range));
