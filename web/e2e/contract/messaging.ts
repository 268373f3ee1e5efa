// The contract cases of messaging: api/features/messaging.yaml.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import type { components } from '../../src/lib/api-types';
import { type ContractCase, apiPrefix, componentSchema, connectWithAdmirer, expectDocumented, expectError, openapi, schemaErrors, schemaRefPrefix, signIn, unauthenticated, unknownId } from '../support/contract';
import { admirers } from '../support/demo';
import { connect, demoFounderMember, newMember } from '../support/members';

// ---------------------------------------------------------------------------------------------
// Messaging (docs/messaging.md): the demo founder's conversation with the admirer, connected to
// when need be. The cases only send; the inbox journey uses conversations of its own.

interface ConversationSummary {
  id: string;
  member: { name: string };
}

/** The id of the demo founder's conversation with the admirer (connecting first if need be). */
export async function admirerConversation(request: APIRequestContext): Promise<string> {
  await signIn(request);
  await connectWithAdmirer(request);
  const response = await request.get(`${apiPrefix}/conversations`);
  expect(response.status()).toBe(200);
  const { conversations } = (await response.json()) as { conversations: ConversationSummary[] };
  const found = conversations.find((c) => c.member.name === (admirers[2] ?? ''));
  if (!found) throw new Error('no conversation with the admirer');
  return found.id;
}

const messagesPath = '/conversations/{id}/messages';
const readPath = '/conversations/{id}/read';
const reportPath = '/conversations/{id}/messages/{seq}/report';

// ---------------------------------------------------------------------------------------------
// The live channel (GET /ws): its frames are components of the contract (WsClientFrame,
// WsServerFrame), which the web app's frame types are generated from. Two members on two sockets,
// opened in their browsers: every frame either side sends is checked, and each server frame type
// the contract names has to be seen.

type ClientFrame = components['schemas']['WsClientFrame'];
type ServerFrame = components['schemas']['WsServerFrame'];

/** The frame types a oneOf of the contract names, each its member's `type` const. */
function frameTypes(union: string): string[] {
  const members = (openapi.components.schemas[union]?.oneOf ?? []) as { $ref: string }[];
  return members.map(({ $ref }) => {
    const member = openapi.components.schemas[$ref.slice(schemaRefPrefix.length)] as { properties: { type: { const: string } } };
    return member.properties.type.const;
  });
}

interface BrowserSocket {
  send(text: string): void;
  addEventListener(event: string, listener: (event: { data?: unknown }) => void): void;
}

/** A WebSocket opened in `page`'s browser (its origin, its session cookie), keeping every frame received. */
async function openSocket(page: Page, url: string) {
  await page.goto('/api/health'); // a page of the site's own origin, without the app and its socket
  await page.evaluate(
    (socketUrl) =>
      new Promise<void>((opened, failed) => {
        const scope = globalThis as unknown as { WebSocket: new (url: string) => BrowserSocket; contractSocket: BrowserSocket; contractFrames: unknown[] };
        const socket = new scope.WebSocket(socketUrl);
        scope.contractSocket = socket;
        scope.contractFrames = [];
        socket.addEventListener('message', (event) => scope.contractFrames.push(JSON.parse(String(event.data))));
        socket.addEventListener('open', () => opened());
        socket.addEventListener('error', () => failed(new Error('the socket did not open')));
      }),
    url,
  );
  const frames = () => page.evaluate(() => (globalThis as unknown as { contractFrames: ServerFrame[] }).contractFrames);
  return {
    frames,
    async send(frame: ClientFrame) {
      expect(schemaErrors(componentSchema('WsClientFrame'), frame), `client frame ${JSON.stringify(frame)}`).toEqual([]);
      await page.evaluate((text) => (globalThis as unknown as { contractSocket: BrowserSocket }).contractSocket.send(text), JSON.stringify(frame));
    },
    /** Waits for a frame that has `fields`. */
    async received(fields: Record<string, unknown>) {
      await expect.poll(frames, { message: `a frame like ${JSON.stringify(fields)}` }).toContainEqual(expect.objectContaining(fields));
    },
  };
}

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/conversations',
    status: 200,
    title: 'lists my conversations',
    async run(request) {
      const id = await admirerConversation(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/conversations`), 'get', '/conversations', 200)) as {
        conversations: ConversationSummary[];
      };
      expect(body.conversations.map((c) => c.id)).toContain(id);
    },
  },
  unauthenticated('get', '/conversations'),
  {
    method: 'post',
    path: messagesPath,
    status: 201,
    title: 'stores a message and answers it',
    async run(request) {
      const id = await admirerConversation(request);
      const clientId = crypto.randomUUID();
      const body = (await expectDocumented(
        await request.post(`${apiPrefix}/conversations/${id}/messages`, { data: { clientId, body: ' Hello from the contract ' } }),
        'post',
        messagesPath,
        201,
      )) as { message: { body: string; clientId: string } };
      expect(body.message).toMatchObject({ body: 'Hello from the contract', clientId });
    },
  },
  {
    method: 'post',
    path: messagesPath,
    status: 200,
    title: 'a repeated client id answers the stored message',
    async run(request) {
      const id = await admirerConversation(request);
      const data = { clientId: crypto.randomUUID(), body: 'Only once' };
      const first = await request.post(`${apiPrefix}/conversations/${id}/messages`, { data });
      expect(first.status()).toBe(201);
      const again = await expectDocumented(await request.post(`${apiPrefix}/conversations/${id}/messages`, { data }), 'post', messagesPath, 200);
      expect(again).toEqual(await first.json());
    },
  },
  {
    method: 'post',
    path: messagesPath,
    status: 400,
    title: 'refuses a blank message',
    async run(request) {
      const id = await admirerConversation(request);
      await expectError(
        await request.post(`${apiPrefix}/conversations/${id}/messages`, { data: { clientId: crypto.randomUUID(), body: '   ' } }),
        'post',
        messagesPath,
        400,
        'validation_failed',
      );
    },
  },
  {
    method: 'post',
    path: messagesPath,
    status: 404,
    title: 'no such conversation',
    async run(request) {
      await signIn(request);
      await expectError(
        await request.post(`${apiPrefix}/conversations/${unknownId}/messages`, { data: { clientId: 'x', body: 'hi' } }),
        'post',
        messagesPath,
        404,
        'not_found',
      );
    },
  },
  unauthenticated('post', messagesPath, `/conversations/${unknownId}/messages`),
  {
    method: 'get',
    path: messagesPath,
    status: 200,
    title: 'pages the history in ascending order',
    async run(request) {
      const id = await admirerConversation(request);
      await request.post(`${apiPrefix}/conversations/${id}/messages`, { data: { clientId: crypto.randomUUID(), body: 'For the page' } });
      const body = (await expectDocumented(await request.get(`${apiPrefix}/conversations/${id}/messages?limit=5`), 'get', messagesPath, 200)) as {
        messages: { seq: number }[];
      };
      const seqs = body.messages.map((m) => m.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    },
  },
  {
    method: 'get',
    path: messagesPath,
    status: 400,
    title: 'refuses a bad limit',
    async run(request) {
      const id = await admirerConversation(request);
      await expectError(await request.get(`${apiPrefix}/conversations/${id}/messages?limit=0`), 'get', messagesPath, 400, 'validation_failed');
    },
  },
  {
    method: 'get',
    path: messagesPath,
    status: 404,
    title: 'no such conversation',
    async run(request) {
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/conversations/${unknownId}/messages`), 'get', messagesPath, 404, 'not_found');
    },
  },
  unauthenticated('get', messagesPath, `/conversations/${unknownId}/messages`),
  {
    method: 'post',
    path: readPath,
    status: 200,
    title: 'moves my read position',
    async run(request) {
      const id = await admirerConversation(request);
      const body = (await expectDocumented(await request.post(`${apiPrefix}/conversations/${id}/read`, { data: { seq: 1000 } }), 'post', readPath, 200)) as {
        readSeq: number;
      };
      expect(body.readSeq).toBeGreaterThanOrEqual(0);
    },
  },
  {
    method: 'post',
    path: readPath,
    status: 400,
    title: 'needs a sequence number',
    async run(request) {
      const id = await admirerConversation(request);
      await expectError(await request.post(`${apiPrefix}/conversations/${id}/read`, { data: {} }), 'post', readPath, 400, 'validation_failed');
    },
  },
  {
    method: 'post',
    path: readPath,
    status: 404,
    title: 'no such conversation',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/conversations/${unknownId}/read`, { data: { seq: 1 } }), 'post', readPath, 404, 'not_found');
    },
  },
  unauthenticated('post', readPath, `/conversations/${unknownId}/read`),
  {
    method: 'post',
    path: reportPath,
    status: 400,
    title: 'my own message cannot be reported',
    async run(request) {
      const id = await admirerConversation(request);
      const sent = await request.post(`${apiPrefix}/conversations/${id}/messages`, { data: { clientId: crypto.randomUUID(), body: 'Mine' } });
      const { message } = (await sent.json()) as { message: { seq: number } };
      await expectError(
        await request.post(`${apiPrefix}/conversations/${id}/messages/${message.seq}/report`, { data: { reason: 'spam' } }),
        'post',
        reportPath,
        400,
        'own_message',
      );
    },
  },
  {
    method: 'post',
    path: reportPath,
    status: 404,
    title: 'no such message',
    async run(request) {
      const id = await admirerConversation(request);
      await expectError(await request.post(`${apiPrefix}/conversations/${id}/messages/99999/report`, { data: { reason: 'spam' } }), 'post', reportPath, 404, 'not_found');
    },
  },
  unauthenticated('post', reportPath, `/conversations/${unknownId}/messages/1/report`),
  {
    method: 'get',
    path: '/messaging/settings',
    status: 200,
    title: 'whether unread messages are e-mailed to me',
    async run(request) {
      await signIn(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/messaging/settings`), 'get', '/messaging/settings', 200)) as {
        emailUnread: boolean;
      };
      expect(typeof body.emailUnread).toBe('boolean');
    },
  },
  unauthenticated('get', '/messaging/settings'),
  {
    method: 'put',
    path: '/messaging/settings',
    status: 200,
    title: 'turns the e-mail off and on again',
    async run(request) {
      await signIn(request);
      for (const emailUnread of [false, true]) {
        const response = await request.put(`${apiPrefix}/messaging/settings`, { data: { emailUnread } });
        expect(await expectDocumented(response, 'put', '/messaging/settings', 200)).toEqual({ emailUnread });
      }
    },
  },
  {
    method: 'put',
    path: '/messaging/settings',
    status: 400,
    title: 'needs true or false',
    async run(request) {
      await signIn(request);
      const response = await request.put(`${apiPrefix}/messaging/settings`, { data: { emailUnread: 'no' } });
      await expectError(response, 'put', '/messaging/settings', 400, 'validation_failed');
    },
  },
  unauthenticated('put', '/messaging/settings'),
  {
    method: 'get',
    path: '/ws',
    status: 101,
    title: 'opens the live channel; every frame either way is in the contract',
    async run(request, _url, { browser, baseURL }) {
      test.setTimeout(90_000);
      const a = await demoFounderMember(browser, baseURL);
      const b = await newMember(browser, baseURL, request);
      try {
        const conversationId = await connect(a, b);
        const socketUrl = `${baseURL.replace(/^http/, 'ws')}${apiPrefix}/ws`;
        const alice = await openSocket(a.page, socketUrl);
        await alice.received({ type: 'hello', memberId: a.id });
        const bob = await openSocket(b.page, socketUrl);
        await bob.received({ type: 'hello', memberId: b.id });
        await alice.received({ type: 'presence', memberId: b.id, online: true });

        await alice.send({ type: 'typing', conversationId });
        await bob.received({ type: 'typing', conversationId, memberId: a.id });
        const clientId = `contract-${Date.now()}`;
        await alice.send({ type: 'send', conversationId, clientId, body: 'Namaste over the socket' });
        await alice.received({ type: 'ack', clientId });
        await bob.received({ type: 'message' });
        await bob.received({ type: 'notifications' });
        const sent = (await alice.frames()).find((frame) => frame.type === 'ack');
        const seq = sent?.type === 'ack' ? sent.message.seq : 0;
        await bob.send({ type: 'read', conversationId, seq });
        await alice.received({ type: 'read', conversationId, memberId: b.id, seq });
        await alice.send({ type: 'resume', after: { [conversationId]: seq - 1 } });
        await alice.received({ type: 'resumed' });
        await alice.send({ type: 'send', conversationId, clientId: `${clientId}-blank`, body: '   ' });
        await alice.received({ type: 'error', clientId: `${clientId}-blank` });

        const frames = [...(await alice.frames()), ...(await bob.frames())];
        for (const frame of frames) {
          expect(schemaErrors(componentSchema('WsServerFrame'), frame), `server frame ${JSON.stringify(frame)}`).toEqual([]);
        }
        expect(new Set(frames.map((frame) => frame.type))).toEqual(new Set(frameTypes('WsServerFrame')));
      } finally {
        await a.context.close();
        await b.context.close();
      }
    },
  },
  {
    method: 'get',
    path: '/ws',
    status: 403,
    title: 'refuses another site’s page',
    async run(request, url) {
      await signIn(request);
      await expectError(await request.get(url, { headers: { Origin: 'https://elsewhere.example' } }), 'get', '/ws', 403, 'cross_origin');
    },
  },
  {
    method: 'get',
    path: '/ws',
    status: 426,
    title: 'a GET without the upgrade is told to upgrade',
    async run(request, url) {
      await signIn(request);
      const response = await request.get(url);
      await expectError(response, 'get', '/ws', 426, 'upgrade_required');
      expect(response.headers()['upgrade']).toBe('websocket');
    },
  },
  unauthenticated('get', '/ws'),
];

export const notExercised: Record<string, string> = {
  'get /conversations/{id}/messages 403': 'needs a conversation between two other members; the API suite covers it on both engines',
  'post /conversations/{id}/messages 403': 'as above',
  'post /conversations/{id}/read 403': 'as above',
  'post /conversations/{id}/messages/{seq}/report 403': 'as above',
  'post /conversations/{id}/messages 409': 'needs a block of the admirer the other specs connect with; the API suite covers it',
  'post /conversations/{id}/messages 429': 'needs 61 messages in 10 seconds; the API suite and the limiter unit tests cover limits',
  'post /conversations/{id}/messages/{seq}/report 201': 'needs a message from the other member, whom the e2e cannot sign in as; the API suite covers it',
  'post /conversations/{id}/messages/{seq}/report 429': 'shares the reports limiter with post /reports (21 in an hour)',
};
