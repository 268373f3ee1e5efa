import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { adminQueryKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';
import { storyFields } from '@/lib/content-schemas';

export const storyListKey = [...adminQueryKey, 'stories'] as const;

export type AdminStory = ApiSchemas['AdminStory'];
export type StoryStatus = AdminStory['status'];
export type StoryMetrics = ApiSchemas['StoryMetrics'];

export const storyStatuses = ['draft', 'published'] as const satisfies readonly StoryStatus[];
export const storyMetricNames = ['revenue', 'team', 'users', 'growth'] as const satisfies readonly (keyof StoryMetrics)[];

export const adminStorySchema = z.object({
  ...storyFields,
  status: z.enum(storyStatuses),
  updatedAt: z.string(),
}) satisfies z.ZodType<AdminStory, unknown>;

const adminStoryListSchema = z.object({ stories: z.array(adminStorySchema) });

/** GET /api/admin/stories: every success story, drafts too, newest first. */
export async function listAdminStories(): Promise<AdminStory[]> {
  const { stories } = await apiRequest('/admin/stories', { schema: adminStoryListSchema });
  return stories;
}

export const adminStoriesQueryOptions = () => queryOptions({ queryKey: storyListKey, queryFn: listAdminStories, staleTime: 15_000 });

export function useAdminStories() {
  return useQuery(adminStoriesQueryOptions());
}
