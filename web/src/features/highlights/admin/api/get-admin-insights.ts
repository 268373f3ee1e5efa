import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { adminQueryKey, auditLogKey } from '@/lib/admin/admin-query-keys';
import { apiRequest } from '@/lib/api-client';
import { insightListSchema, insightsKey, type Insight } from '@/lib/content-schemas';

export const insightListKey = [...adminQueryKey, 'insights'] as const;

/** GET /api/admin/insights: every Market Insight, in the order members see them. */
export async function listAdminInsights(): Promise<Insight[]> {
  const { insights } = await apiRequest('/admin/insights', { schema: insightListSchema });
  return insights;
}

export const adminInsightsQueryOptions = () => queryOptions({ queryKey: insightListKey, queryFn: listAdminInsights, staleTime: 15_000 });

export function useAdminInsights() {
  return useQuery(adminInsightsQueryOptions());
}

/** After a change: this list, the members' Market Insights panel and the audit log are read again. */
export const invalidateInsights = (queryClient: QueryClient) =>
  Promise.all([insightListKey, insightsKey, auditLogKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
