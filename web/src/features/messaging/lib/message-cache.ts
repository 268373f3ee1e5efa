import type { QueryClient } from '@tanstack/react-query';

import { conversationsKey } from '@/features/messaging/api/get-conversations';
import { messagesKey, type MessagePages } from '@/features/messaging/api/get-messages';
import type { Conversation, Message } from '@/features/messaging/api/messaging-schemas';

// How news from the socket (or a REST answer) lands in the cached conversation list and pages.

const hasSeq = (pages: MessagePages, seq: number) => pages.pages.some((page) => page.messages.some((message) => message.seq === seq));

/** A message joins its conversation's pages (once: a seq already held is ignored) and moves the conversation to the top. */
export function addMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<MessagePages>(messagesKey(message.conversationId), (data) => {
    if (!data || data.pages.length === 0 || hasSeq(data, message.seq)) return data;
    const last = data.pages.length - 1;
    return {
      ...data,
      pages: data.pages.map((page, index) => (index === last ? { ...page, messages: [...page.messages, message].sort((a, b) => a.seq - b.seq) } : page)),
    };
  });

  const list = queryClient.getQueryData<Conversation[]>(conversationsKey);
  if (!list) return;
  const conversation = list.find((each) => each.id === message.conversationId);
  // A conversation this tab has not seen yet (a new connection): the server knows it.
  if (!conversation) return void queryClient.invalidateQueries({ queryKey: conversationsKey });
  if (conversation.lastMessage && conversation.lastMessage.seq >= message.seq) return;
  const fromThem = message.senderId === conversation.member.id;
  const updated = { ...conversation, lastMessage: message, unread: conversation.unread + (fromThem && message.seq > conversation.myReadSeq ? 1 : 0) };
  queryClient.setQueryData<Conversation[]>(conversationsKey, [updated, ...list.filter((each) => each !== conversation)]);
}

function updateConversation(queryClient: QueryClient, conversationId: string, change: (conversation: Conversation) => Conversation) {
  queryClient.setQueryData<Conversation[]>(conversationsKey, (list) => list?.map((each) => (each.id === conversationId ? change(each) : each)));
}

/** A read position moved (mine from any tab, or theirs for the receipts); positions never move back. */
export function applyReadPosition(queryClient: QueryClient, conversationId: string, memberId: string | 'me', seq: number) {
  updateConversation(queryClient, conversationId, (conversation) => {
    if (memberId === conversation.member.id) return { ...conversation, theirReadSeq: Math.max(conversation.theirReadSeq, seq) };
    const myReadSeq = Math.max(conversation.myReadSeq, seq);
    const allRead = myReadSeq >= (conversation.lastMessage?.seq ?? 0);
    return { ...conversation, myReadSeq, unread: allRead ? 0 : conversation.unread };
  });
}

/** The highest seq this tab holds of one conversation. */
export function heldSeq(queryClient: QueryClient, conversationId: string): number {
  const pages = queryClient.getQueryData<MessagePages>(messagesKey(conversationId));
  const inPages = pages?.pages.flatMap((page) => page.messages.map((message) => message.seq)) ?? [];
  const inList = queryClient.getQueryData<Conversation[]>(conversationsKey)?.find((each) => each.id === conversationId)?.lastMessage?.seq ?? 0;
  return Math.max(inList, ...inPages);
}

/** For `resume`: the last seq held of every conversation this tab shows. */
export function resumePositions(queryClient: QueryClient): Record<string, number> {
  const listed = queryClient.getQueryData<Conversation[]>(conversationsKey)?.map((each) => each.id) ?? [];
  const paged = queryClient
    .getQueriesData<MessagePages>({ queryKey: ['messaging', 'messages'] })
    .filter(([, data]) => data !== undefined)
    .map(([key]) => String(key[2]));
  return Object.fromEntries([...new Set([...listed, ...paged])].map((id) => [id, heldSeq(queryClient, id)]));
}
