import { QueryClient } from '@tanstack/react-query';

import { conversationsKey } from '@/features/messaging/api/get-conversations';
import { messagesKey, type MessagePages } from '@/features/messaging/api/get-messages';
import type { Conversation } from '@/features/messaging/api/messaging-schemas';
import { addMessage, applyReadPosition, resumePositions } from '@/features/messaging/lib/message-cache';
import { arjun, conversation, me, message, priya } from '@/testing/messaging-api';

function cacheWith(pagesOfC1: number[][]) {
  const queryClient = new QueryClient();
  const withPriya = pagesOfC1.flat().map((seq) => message('c-1', seq, seq % 2 ? 'm-1' : me, `#${seq}`));
  queryClient.setQueryData<Conversation[]>(conversationsKey, [
    conversation('c-2', arjun, [message('c-2', 5, 'm-2', 'Hi')], { myReadSeq: 5 }) as Conversation,
    conversation('c-1', priya, withPriya, { myReadSeq: withPriya.at(-1)?.seq ?? 0 }) as Conversation,
  ]);
  queryClient.setQueryData<MessagePages>(messagesKey('c-1'), {
    pages: pagesOfC1.map((seqs) => ({ messages: seqs.map((seq) => message('c-1', seq, seq % 2 ? 'm-1' : me, `#${seq}`)), hasMore: false })),
    pageParams: pagesOfC1.map(() => null),
  });
  const seqs = () => queryClient.getQueryData<MessagePages>(messagesKey('c-1'))?.pages.map((page) => page.messages.map((each) => each.seq));
  const list = () => queryClient.getQueryData<Conversation[]>(conversationsKey) ?? [];
  return { queryClient, seqs, list };
}

describe('addMessage', () => {
  it('adds a new seq to the newest page once, and moves the conversation to the top with one more unread', () => {
    const { queryClient, seqs, list } = cacheWith([[1, 2], [3, 4]]);
    const incoming = message('c-1', 5, 'm-1', 'New');
    addMessage(queryClient, incoming);
    addMessage(queryClient, incoming);
    expect(seqs()).toEqual([[1, 2], [3, 4, 5]]);
    expect(list().map((each) => each.id)).toEqual(['c-1', 'c-2']);
    expect(list()[0]).toMatchObject({ lastMessage: incoming, unread: 1 });
  });

  it('ignores a seq an older page already holds', () => {
    const { queryClient, seqs } = cacheWith([[1, 2], [3, 4]]);
    addMessage(queryClient, message('c-1', 2, me, '#2'));
    expect(seqs()).toEqual([[1, 2], [3, 4]]);
  });

  it('does not count my own message as unread', () => {
    const { queryClient, list } = cacheWith([[1, 2]]);
    addMessage(queryClient, message('c-1', 3, me, 'Mine'));
    expect(list()[0]).toMatchObject({ unread: 0 });
  });
});

describe('applyReadPosition', () => {
  it("moves their position for receipts and mine for unread, never back", () => {
    const { queryClient, list } = cacheWith([[1, 2]]);
    addMessage(queryClient, message('c-1', 3, 'm-1', 'x'));
    applyReadPosition(queryClient, 'c-1', 'm-1', 2);
    applyReadPosition(queryClient, 'c-1', 'm-1', 1);
    expect(list()[0]).toMatchObject({ theirReadSeq: 2, unread: 1 });
    applyReadPosition(queryClient, 'c-1', 'me', 3);
    expect(list()[0]).toMatchObject({ myReadSeq: 3, unread: 0 });
  });
});

describe('resumePositions', () => {
  it('names the highest seq held of every conversation shown', () => {
    const { queryClient } = cacheWith([[1, 2], [3, 4]]);
    expect(resumePositions(queryClient)).toEqual({ 'c-1': 4, 'c-2': 5 });
  });
});
