import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { insightListKey, invalidateInsights } from '@/features/highlights/admin/api/get-admin-insights';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/admin/insights/{id}. */
export function deleteInsight(id: string): Promise<unknown> {
  return apiRequest(`/admin/insights/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.unknown() });
}

export function useDeleteInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...insightListKey, 'delete'],
    mutationFn: deleteInsight,
    onSettled: () => invalidateInsights(queryClient),
  });
}
