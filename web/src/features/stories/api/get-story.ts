import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { storiesKey, storyInLists, storyListKey, storySchema, type Story } from '@/features/stories/api/get-stories';
import { apiRequest } from '@/lib/api-client';

/** GET /api/stories/:id: one published story, whatever the grid's filter (404 for a draft or an unknown id). */
export function getStory(id: string, signal?: AbortSignal) {
  return apiRequest(`/stories/${encodeURIComponent(id)}`, { schema: storySchema, signal });
}

export const storyQueryOptions = (id: string) => queryOptions({ queryKey: [...storiesKey, 'one', id], queryFn: ({ signal }) => getStory(id, signal) });

/** One story; shown at once from the grid when it is there, and read in full from the server all the same. */
export function useStory(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...storyQueryOptions(id),
    placeholderData: (): Story | undefined => storyInLists(queryClient.getQueriesData<{ stories: Story[] }>({ queryKey: storyListKey }), id),
  });
}
