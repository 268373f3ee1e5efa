import { useMutation, useQueryClient } from '@tanstack/react-query';

import { insightListKey, invalidateInsights } from '@/features/highlights/admin/api/get-admin-insights';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';
import { insightSchema, type Insight } from '@/lib/content-schemas';

export type InsightInput = ApiSchemas['InsightInput'];

/** POST /api/admin/insights: placed last; a 400 names the fields that need attention, a 409 says there are ten already. */
export function createInsight(input: InsightInput): Promise<Insight> {
  return apiRequest('/admin/insights', { method: 'POST', body: input, schema: insightSchema });
}

export function useCreateInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...insightListKey, 'create'],
    mutationFn: createInsight,
    onSuccess: () => invalidateInsights(queryClient),
  });
}
