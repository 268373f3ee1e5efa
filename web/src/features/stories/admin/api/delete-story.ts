import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { storyListKey } from '@/features/stories/admin/api/get-admin-stories';
import { auditLogKey } from '@/lib/admin/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/admin/stories/{id}. */
export function deleteStory(id: string): Promise<unknown> {
  return apiRequest(`/admin/stories/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.unknown() });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...storyListKey, 'delete'],
    mutationFn: deleteStory,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: storyListKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
