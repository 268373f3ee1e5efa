import { useMutation, useQueryClient } from '@tanstack/react-query';

import { auditLogKey, storyListKey } from '@/features/admin/api/admin-query-keys';
import { adminStorySchema, type AdminStory } from '@/features/admin/api/get-admin-stories';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type StoryPatch = ApiSchemas['StoryPatch'];
export type StoryUpdate = { id: string; patch: StoryPatch };

/** PATCH /api/admin/stories/{id} with only the fields that change; `status` publishes or hides it. */
export function updateStory({ id, patch }: StoryUpdate): Promise<AdminStory> {
  return apiRequest(`/admin/stories/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch, schema: adminStorySchema });
}

export function useUpdateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...storyListKey, 'update'],
    mutationFn: updateStory,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: storyListKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
