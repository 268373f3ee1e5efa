import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';
import { memberSummarySchema } from '@/lib/member-summary';

export type Connection = ApiSchemas['Connection'];
export type ConnectionList = ApiSchemas['ConnectionList'];

const connectionListSchema = z.object({
  connections: z.array(z.object({ id: entityIdSchema, connectedAt: z.string(), member: memberSummarySchema })),
  nextCursor: z.string().nullable(),
}) satisfies z.ZodType<ConnectionList, unknown>;

export const connectionsKey = ['discover', 'connections'] as const;

type ConnectionPages = InfiniteData<ConnectionList, string | null>;

/**
 * GET /api/connections: one page (50), newest first. `search` is matched by the server against
 * the name, company and industry, whatever the case; `cursor` is the previous page's `nextCursor`.
 */
export function getConnections({ search, cursor }: { search: string; cursor: string | null }, signal?: AbortSignal): Promise<ConnectionList> {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (cursor) query.set('cursor', cursor);
  const path = query.size > 0 ? (`/connections?${query.toString()}` as const) : '/connections';
  return apiRequest(path, { schema: connectionListSchema, signal });
}

export const connectionsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...connectionsKey, { search }],
    queryFn: ({ pageParam, signal }) => getConnections({ search, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 15_000,
  });

/** My connections a page at a time; while a new search loads, the previous results stay shown. */
export function useConnections(search: string) {
  return useInfiniteQuery({ ...connectionsQueryOptions(search), placeholderData: keepPreviousData });
}

/** A member's connection leaves every loaded page, whatever the search (after a block). */
export function removeFromConnections(queryClient: QueryClient, memberId: string) {
  queryClient.setQueriesData<ConnectionPages>({ queryKey: connectionsKey }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, connections: page.connections.filter((connection) => connection.member.id !== memberId) })) }
      : data,
  );
}
