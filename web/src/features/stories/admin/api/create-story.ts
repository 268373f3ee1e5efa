import { useMutation, useQueryClient } from '@tanstack/react-query';

import { storyListKey } from '@/features/stories/admin/api/get-admin-stories';
import { adminStorySchema, type AdminStory } from '@/features/stories/admin/api/get-admin-stories';
import { auditLogKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type StoryInput = ApiSchemas['StoryInput'];

/** POST /api/admin/stories: published unless `publish` is false; a 400 names the fields that need attention. */
export function createStory(input: StoryInput): Promise<AdminStory> {
  return apiRequest('/admin/stories', { method: 'POST', body: input, schema: adminStorySchema });
}

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...storyListKey, 'create'],
    mutationFn: createStory,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: storyListKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
