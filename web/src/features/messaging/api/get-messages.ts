import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';

import { messageSchema } from '@/features/messaging/api/messaging-schemas';
import { apiRequest } from '@/lib/api-client';

const messagePageSchema = z.object({ messages: z.array(messageSchema), hasMore: z.boolean() });

export type MessagePage = z.output<typeof messagePageSchema>;
/** Where a page starts: the newest (null), the page just older than a seq, or what came after one. */
export type MessagePageParam = null | { before: number } | { after: number };
export type MessagePages = InfiniteData<MessagePage, MessagePageParam>;

export const messagesKey = (conversationId: string) => ['messaging', 'messages', conversationId] as const;

/** GET /api/conversations/:id/messages: one page in ascending seq; `hasMore` looks in the page's own direction. */
export function getMessages(conversationId: string, page: MessagePageParam, signal?: AbortSignal): Promise<MessagePage> {
  const query = new URLSearchParams();
  if (page && 'before' in page) query.set('before', String(page.before));
  if (page && 'after' in page) query.set('after', String(page.after));
  const path = `/conversations/${encodeURIComponent(conversationId)}/messages${query.size > 0 ? `?${query.toString()}` : ''}` as const;
  return apiRequest(path, { schema: messagePageSchema, signal });
}

const firstSeq = (page: MessagePage) => page.messages[0]?.seq;
const lastSeq = (page: MessagePage) => page.messages[page.messages.length - 1]?.seq;

/**
 * Pages are kept oldest first. Older pages come with `fetchPreviousPage` (scrolling up); new
 * messages arrive by the socket and are added to the last page, so the cache is never refetched
 * on its own (staleTime Infinity). A refetch after an invalidation re-reads the oldest page and
 * catches up forward with `after`.
 */
export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messagesKey(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: null as MessagePageParam,
    getPreviousPageParam: (page, _pages, param): MessagePageParam | undefined => {
      const seq = firstSeq(page);
      const looksBack = param === null || 'before' in param;
      return looksBack && page.hasMore && seq !== undefined ? { before: seq } : undefined;
    },
    getNextPageParam: (page, _pages, param): MessagePageParam | undefined => {
      const seq = lastSeq(page);
      if (param === null || seq === undefined) return undefined;
      return 'before' in param || page.hasMore ? { after: seq } : undefined;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMessages(conversationId: string) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}
