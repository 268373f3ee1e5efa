import { memberApi } from '@/testing/member-api';
import { apiError } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';

// A messaging server for the inbox tests, answering as docs/messaging.md says.

export const me = 'me-1';

type TestMember = { id: string; name: string; title: string; company: string; industry: string; location: string; memberRole: string; photoUrl: string | null };

export const priya: TestMember = { id: 'm-1', name: 'Priya Raman', title: 'Founder', company: 'Kirana Labs', industry: 'Fintech', location: 'Bengaluru', memberRole: 'Founder', photoUrl: null };
export const arjun: TestMember = { id: 'm-2', name: 'Arjun Mehta', title: 'CTO', company: 'Dabba Logistics', industry: 'E-commerce', location: 'Mumbai', memberRole: 'Founder', photoUrl: 'https://cdn.example/arjun.jpg' };

export const message = (conversationId: string, seq: number, senderId: string, body: string, clientId: string | null = null) => ({
  id: `${conversationId}-${seq}`,
  conversationId,
  seq,
  senderId,
  body,
  sentAt: new Date(Date.UTC(2025, 2, 2, 10, seq)).toISOString(),
  clientId,
});

export type TestMessage = ReturnType<typeof message>;

export const conversation = (id: string, member: TestMember, messages: readonly TestMessage[], overrides: Record<string, unknown> = {}) => ({
  id,
  member,
  lastMessage: messages.at(-1) ?? null,
  unread: 0,
  myReadSeq: 0,
  theirReadSeq: 0,
  online: false,
  closed: false,
  connectedAt: '2025-03-01T09:00:00Z',
  ...overrides,
});

export type TestConversation = ReturnType<typeof conversation>;

export type TestInbox = { conversations: TestConversation[]; messages: Record<string, TestMessage[]> };

/** c-1 with Priya (3 messages, 2 unread, online), c-2 with Arjun (1 message). */
export function sampleInbox(): TestInbox {
  const withPriya = [message('c-1', 1, me, 'Hi Priya!'), message('c-1', 2, 'm-1', 'Hello! Loved your pitch.'), message('c-1', 3, 'm-1', 'Coffee on Friday?')];
  const withArjun = [message('c-2', 1, 'm-2', 'Are you hiring?')];
  return {
    conversations: [
      conversation('c-1', priya, withPriya, { unread: 2, myReadSeq: 1, theirReadSeq: 1, online: true }),
      conversation('c-2', arjun, withArjun, { myReadSeq: 1 }),
    ],
    messages: { 'c-1': withPriya, 'c-2': withArjun },
  };
}

type Overrides = Parameters<typeof memberApi>[0];

/** The list, the pages (`pageSize` at a time, newest first), sending, reading and reporting; `overrides` replace any route. */
export function inboxApi(
  { conversations, messages }: TestInbox,
  { pageSize = 50, overrides = {} }: { pageSize?: number; overrides?: Overrides } = {},
) {
  const routes: Overrides = { 'GET /api/conversations': () => jsonResponse(200, { conversations }) };
  for (const { id } of conversations) {
    const held = () => messages[id] ?? [];
    routes[`GET /api/conversations/${id}/messages`] = ({ url }) => {
      const before = url.searchParams.get('before');
      const after = url.searchParams.get('after');
      if (after !== null) {
        const newer = held().filter((each) => each.seq > Number(after));
        return jsonResponse(200, { messages: newer.slice(0, pageSize), hasMore: newer.length > pageSize });
      }
      const older = held().filter((each) => before === null || each.seq < Number(before));
      return jsonResponse(200, { messages: older.slice(-pageSize), hasMore: older.length > pageSize });
    };
    routes[`POST /api/conversations/${id}/messages`] = ({ body }) => {
      const { clientId, body: text } = body as { clientId: string; body: string };
      const again = held().find((each) => each.clientId === clientId);
      if (again) return jsonResponse(200, { message: again });
      if (text.trim() === '') return apiError(400, 'validation_failed', 'Check the message.', { body: 'Write a message.' });
      const stored = message(id, held().length + 1, me, text, clientId);
      messages[id] = [...held(), stored];
      return jsonResponse(201, { message: stored });
    };
    routes[`POST /api/conversations/${id}/read`] = ({ body }) => jsonResponse(200, { readSeq: (body as { seq: number }).seq });
  }
  return memberApi({ ...routes, ...overrides });
}
