import { useMutation, useQueryClient } from '@tanstack/react-query';

import { storyListKey } from '@/features/stories/admin/api/get-admin-stories';
import { adminStorySchema, type AdminStory } from '@/features/stories/admin/api/get-admin-stories';
import { auditLogKey } from '@/lib/admin/admin-query-keys';
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
