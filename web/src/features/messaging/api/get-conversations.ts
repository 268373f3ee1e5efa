import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { conversationSchema, type Conversation } from '@/features/messaging/api/messaging-schemas';
import { apiRequest } from '@/lib/api-client';

const conversationListSchema = z.object({ conversations: z.array(conversationSchema) });

export const conversationsKey = ['messaging', 'conversations'] as const;

/** GET /api/conversations: all of mine, newest activity first. */
export async function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  const { conversations } = await apiRequest('/conversations', { schema: conversationListSchema, signal });
  return conversations;
}

// The socket keeps the list current while it is up; a visit after a minute asks again.
export const conversationsQueryOptions = () => queryOptions({ queryKey: conversationsKey, queryFn: ({ signal }) => getConversations(signal) });

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
