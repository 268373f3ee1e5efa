import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';
import { storyFields } from '@/lib/content-schemas';

export type Story = ApiSchemas['Story'];

/** SPEC section 9's success story filters, verbatim; the server matches the industry or a tag. */
export const storyFilters = ['all', 'AI/ML', 'FinTech', 'Healthcare', 'B2B', 'SaaS'] as const;
export type StoryFilter = (typeof storyFilters)[number];

export const storySchema = z.object(storyFields) satisfies z.ZodType<Story, unknown>;

export const storiesKey = ['stories'] as const;
export const storyListKey = [...storiesKey, 'list'] as const;

/** GET /api/stories?filter=…: the published stories, newest first. */
export function getStories(filter: StoryFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ filter });
  return apiRequest(`/stories?${query.toString()}`, { schema: z.object({ stories: z.array(storySchema) }), signal });
}

export const storiesQueryOptions = (filter: StoryFilter) =>
  queryOptions({ queryKey: [...storyListKey, filter], queryFn: ({ signal }) => getStories(filter, signal), staleTime: 60_000, placeholderData: keepPreviousData });

export const useStories = (filter: StoryFilter) => useQuery(storiesQueryOptions(filter));

/** The story as a grid already shows it, to open its modal at once while the full read is on its way. */
export function storyInLists(lists: ReadonlyArray<[unknown, { stories: Story[] } | undefined]>, id: string): Story | undefined {
  for (const [, list] of lists) {
    const story = list?.stories.find((shown) => shown.id === id);
    if (story) return story;
  }
  return undefined;
}
