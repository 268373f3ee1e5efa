import { useMutation, useQueryClient } from '@tanstack/react-query';

import { auditLogKey, storyListKey } from '@/features/admin/api/admin-query-keys';
import { adminStorySchema, type AdminStory } from '@/features/admin/api/get-admin-stories';
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
