import { useMutation, useQueryClient } from '@tanstack/react-query';

import { insightListKey, invalidateInsights } from '@/features/highlights/admin/api/get-admin-insights';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';
import { insightSchema, type Insight } from '@/lib/content-schemas';

export type InsightPatch = ApiSchemas['InsightPatch'];
export type InsightUpdate = { id: string; patch: InsightPatch };

/** PATCH /api/admin/insights/{id} with only the fields that change. */
export function updateInsight({ id, patch }: InsightUpdate): Promise<Insight> {
  return apiRequest(`/admin/insights/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch, schema: insightSchema });
}

export function useUpdateInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...insightListKey, 'update'],
    mutationFn: updateInsight,
    onSettled: () => invalidateInsights(queryClient),
  });
}
