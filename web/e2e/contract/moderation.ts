// The contract cases of moderation: api/features/moderation.yaml.
import { expect, type APIRequestContext } from '@playwright/test';

import { type ContractCase, adminOnly, apiPrefix, approvedApplicant, expectDocumented, expectDocumentedEmpty, expectError, investors, requestSchema, schemaErrors, setUpPassword, signIn, signInAdmin, someInvestor, unauthenticated, unknownId } from '../support/contract';

import { admirerConversation } from './messaging';

async function openReport(request: APIRequestContext): Promise<string> {
  await signIn(request);
  const target = await someInvestor(request);
  const filed = await request.post(`${apiPrefix}/reports`, { data: { target: target.id, reason: 'fake_profile' } });
  expect(filed.status()).toBe(201);
  return ((await filed.json()) as { id: string }).id;
}

/** A new member with a password, signed in on `request`: their profile id. */
export async function newMember(request: APIRequestContext): Promise<string> {
  const { email, token } = await approvedApplicant(request);
  expect((await setUpPassword(request, email, token)).status()).toBe(200);
  return ((await (await request.get(`${apiPrefix}/me`)).json()) as { profileId: string }).profileId;
}

const moderation = (id: string) => `${apiPrefix}/admin/members/${id}/moderation`;

/** A message the demo founder just sent to the admirer, and its conversation: the administrator signed in after. */
async function sentMessage(request: APIRequestContext): Promise<{ conversation: string; message: string }> {
  const conversation = await admirerConversation(request);
  const sent = await request.post(`${apiPrefix}/conversations/${conversation}/messages`, { data: { clientId: crypto.randomUUID(), body: 'To be removed by the contract' } });
  expect(sent.status()).toBe(201);
  const { message } = (await sent.json()) as { message: { id: string } };
  await signInAdmin(request);
  return { conversation, message: message.id };
}

const removal = (message: string, kind = 'message') => `${apiPrefix}/admin/content/${kind}/${message}/removal`;
const restoration = (message: string, kind = 'message') => `${apiPrefix}/admin/content/${kind}/${message}/restoration`;

/** A pitch a new member just sent to an investor, approved (delivered) unless `pending`: the administrator signed in after. */
async function sentPitch(request: APIRequestContext, { pending = false } = {}): Promise<string> {
  await newMember(request);
  const investor = await someInvestor(request);
  const sent = await request.post(`${apiPrefix}/pitches`, {
    data: { kind: 'investor', targetId: investor.id, message: 'To be removed by the contract', pitchDeckLink: 'https://deck.example/contract' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { pitch } = (await sent.json()) as { pitch: { id: string } };
  await signInAdmin(request);
  if (!pending) expect((await request.post(`${apiPrefix}/admin/pitches/${pitch.id}/decision`, { data: { status: 'approved' } })).status()).toBe(200);
  return pitch.id;
}

/** The pitch on the administrators' review list, which marks removed ones. */
async function reviewedPitch(request: APIRequestContext, id: string): Promise<{ message: string; pitchDeckLink: string | null; removed?: boolean } | undefined> {
  const page = (await (await request.get(`${apiPrefix}/admin/pitches?status=approved&pageSize=100`)).json()) as {
    items: { id: string; message: string; pitchDeckLink: string | null; removed?: boolean }[];
  };
  return page.items.find((item) => item.id === id);
}
const removalPath = '/admin/content/{kind}/{id}/removal';
const restorationPath = '/admin/content/{kind}/{id}/restoration';

export const cases: ContractCase[] = [
  {
    method: 'post',
    path: '/blocks',
    status: 204,
    title: 'blocks a member',
    async run(request) {
      await signIn(request);
      const target = await someInvestor(request);
      await expectDocumentedEmpty(await request.post(`${apiPrefix}/blocks`, { data: { target: target.id } }), 'post', '/blocks', 204);
      expect((await investors(request)).map((card) => card.id)).not.toContain(target.id);
    },
  },
  {
    method: 'post',
    path: '/blocks',
    status: 400,
    title: 'refuses to block oneself',
    async run(request) {
      await signIn(request);
      const me = (await (await request.get(`${apiPrefix}/me`)).json()) as { profileId: string };
      await expectError(await request.post(`${apiPrefix}/blocks`, { data: { target: me.profileId } }), 'post', '/blocks', 400, 'validation_failed');
    },
  },
  unauthenticated('post', '/blocks'),
  {
    method: 'post',
    path: '/blocks',
    status: 404,
    title: 'knows no such member',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/blocks`, { data: { target: unknownId } }), 'post', '/blocks', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: '/reports',
    status: 201,
    title: 'files a report',
    async run(request) {
      await signIn(request);
      const target = await someInvestor(request);
      const data = { target: target.id, reason: 'spam', details: 'Sends the same message to everyone.' };
      expect(schemaErrors(requestSchema('post', '/reports'), data), 'the request itself conforms').toEqual([]);
      const body = await expectDocumented(await request.post(`${apiPrefix}/reports`, { data }), 'post', '/reports', 201);
      expect(body).toMatchObject({ status: 'open' });
    },
  },
  {
    method: 'post',
    path: '/reports',
    status: 400,
    title: 'names an unknown reason',
    async run(request) {
      await signIn(request);
      const target = await someInvestor(request);
      const response = await request.post(`${apiPrefix}/reports`, { data: { target: target.id, reason: 'boring' } });
      const body = (await expectDocumented(response, 'post', '/reports', 400)) as { error: { fields?: Record<string, string> } };
      expect(Object.keys(body.error.fields ?? {})).toEqual(['reason']);
    },
  },
  unauthenticated('post', '/reports'),
  {
    method: 'post',
    path: '/reports',
    status: 404,
    title: 'knows no such member',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/reports`, { data: { target: unknownId, reason: 'spam' } }), 'post', '/reports', 404, 'not_found');
    },
  },
  {
    method: 'get',
    path: '/admin/reports',
    status: 200,
    title: 'lists reports for an administrator',
    async run(request) {
      await openReport(request);
      await signInAdmin(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/admin/reports?status=open`), 'get', '/admin/reports', 200)) as {
        items: unknown[];
      };
      expect(body.items.length).toBeGreaterThan(0);
    },
  },
  {
    method: 'get',
    path: '/admin/reports',
    status: 400,
    title: 'refuses an unknown status',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.get(`${apiPrefix}/admin/reports?status=lost`), 'get', '/admin/reports', 400, 'validation_failed');
    },
  },
  {
    method: 'get',
    path: '/admin/reports',
    status: 401,
    title: 'needs an administrator session',
    async run(request) {
      await expectError(await request.get(`${apiPrefix}/admin/reports`), 'get', '/admin/reports', 401, 'unauthenticated');
    },
  },
  {
    method: 'get',
    path: '/admin/reports',
    status: 403,
    title: 'is not for members',
    async run(request) {
      await signIn(request);
      const response = await request.get(`${apiPrefix}/admin/reports`);
      expect(response.status()).toBe(403);
      await expectDocumented(response, 'get', '/admin/reports', 403);
    },
  },
  {
    method: 'post',
    path: '/admin/reports/{id}/resolution',
    status: 200,
    title: 'resolves an open report once',
    async run(request) {
      const id = await openReport(request);
      await signInAdmin(request);
      const url = `${apiPrefix}/admin/reports/${id}/resolution`;
      const body = await expectDocumented(await request.post(url, { data: { status: 'actioned', note: 'Profile hidden.' } }), 'post', '/admin/reports/{id}/resolution', 200);
      expect(body).toMatchObject({ id, status: 'actioned', resolutionNote: 'Profile hidden.' });
    },
  },
  {
    method: 'post',
    path: '/admin/reports/{id}/resolution',
    status: 400,
    title: 'refuses a status other than dismissed or actioned',
    async run(request) {
      await signInAdmin(request);
      const response = await request.post(`${apiPrefix}/admin/reports/${unknownId}/resolution`, { data: { status: 'open' } });
      await expectError(response, 'post', '/admin/reports/{id}/resolution', 400, 'validation_failed');
    },
  },
  {
    method: 'post',
    path: '/admin/reports/{id}/resolution',
    status: 401,
    title: 'needs an administrator session',
    async run(request) {
      const response = await request.post(`${apiPrefix}/admin/reports/${unknownId}/resolution`, { data: { status: 'dismissed' } });
      await expectError(response, 'post', '/admin/reports/{id}/resolution', 401, 'unauthenticated');
    },
  },
  {
    method: 'post',
    path: '/admin/reports/{id}/resolution',
    status: 403,
    title: 'is not for members',
    async run(request) {
      await signIn(request);
      const response = await request.post(`${apiPrefix}/admin/reports/${unknownId}/resolution`, { data: { status: 'dismissed' } });
      expect(response.status()).toBe(403);
      await expectDocumented(response, 'post', '/admin/reports/{id}/resolution', 403);
    },
  },
  {
    method: 'post',
    path: '/admin/reports/{id}/resolution',
    status: 404,
    title: 'knows no such report',
    async run(request) {
      await signInAdmin(request);
      const response = await request.post(`${apiPrefix}/admin/reports/${unknownId}/resolution`, { data: { status: 'dismissed' } });
      await expectError(response, 'post', '/admin/reports/{id}/resolution', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: '/admin/reports/{id}/resolution',
    status: 409,
    title: 'resolves a report only once',
    async run(request) {
      const id = await openReport(request);
      await signInAdmin(request);
      const url = `${apiPrefix}/admin/reports/${id}/resolution`;
      expect((await request.post(url, { data: { status: 'dismissed' } })).status()).toBe(200);
      await expectError(await request.post(url, { data: { status: 'dismissed' } }), 'post', '/admin/reports/{id}/resolution', 409, 'already_resolved');
    },
  },
  {
    method: 'post',
    path: '/admin/members/{id}/moderation',
    status: 201,
    title: 'suspends a member for a week',
    async run(request) {
      const id = await newMember(request);
      await signInAdmin(request);
      const data = { action: 'suspension', reason: 'Contract case.', days: 7 };
      expect(schemaErrors(requestSchema('post', '/admin/members/{id}/moderation'), data), 'the request itself conforms').toEqual([]);
      const body = await expectDocumented(await request.post(moderation(id), { data }), 'post', '/admin/members/{id}/moderation', 201);
      expect(body).toMatchObject({ action: 'suspension', memberId: id });
      expect((await request.get(`${apiPrefix}/me`)).status()).toBe(401);
    },
  },
  {
    method: 'post',
    path: '/admin/members/{id}/moderation',
    status: 400,
    title: 'needs a reason',
    async run(request) {
      const id = await newMember(request);
      await signInAdmin(request);
      const body = await expectError(await request.post(moderation(id), { data: { action: 'ban' } }), 'post', '/admin/members/{id}/moderation', 400, 'validation_failed');
      expect(Object.keys(body.error.fields ?? {})).toEqual(['reason']);
    },
  },
  ...adminOnly('post', '/admin/members/{id}/moderation', `/admin/members/${unknownId}/moderation`, { data: { action: 'warning', reason: 'x' } }),
  {
    method: 'post',
    path: '/admin/members/{id}/moderation',
    status: 404,
    title: 'knows no such member',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.post(moderation(unknownId), { data: { action: 'warning', reason: 'x' } }), 'post', '/admin/members/{id}/moderation', 404, 'not_found');
    },
  },
  {
    method: 'get',
    path: '/admin/members/{id}/moderation',
    status: 200,
    title: "shows a member's hold and history",
    async run(request) {
      const id = await newMember(request);
      await signInAdmin(request);
      expect((await request.post(moderation(id), { data: { action: 'ban', reason: 'Contract case.' } })).status()).toBe(201);
      const body = await expectDocumented(await request.get(moderation(id)), 'get', '/admin/members/{id}/moderation', 200);
      expect(body).toMatchObject({ hold: { action: 'ban', until: null } });
    },
  },
  ...adminOnly('get', '/admin/members/{id}/moderation', `/admin/members/${unknownId}/moderation`),
  {
    method: 'get',
    path: '/admin/members/{id}/moderation',
    status: 404,
    title: 'knows no such member',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.get(moderation(unknownId)), 'get', '/admin/members/{id}/moderation', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: '/admin/members/{id}/moderation/reinstatement',
    status: 200,
    title: 'lifts a suspension',
    async run(request) {
      const id = await newMember(request);
      await signInAdmin(request);
      expect((await request.post(moderation(id), { data: { action: 'suspension', reason: 'Contract case.', until: '2030-06-01' } })).status()).toBe(201);
      const body = await expectDocumented(await request.post(`${moderation(id)}/reinstatement`, { data: { reason: 'Appeal upheld.' } }), 'post', '/admin/members/{id}/moderation/reinstatement', 200);
      expect(body).toMatchObject({ action: 'reinstatement' });
    },
  },
  {
    method: 'post',
    path: '/admin/members/{id}/moderation/reinstatement',
    status: 400,
    title: 'refuses an overlong reason',
    async run(request) {
      const id = await newMember(request);
      await signInAdmin(request);
      await expectError(await request.post(`${moderation(id)}/reinstatement`, { data: { reason: 'x'.repeat(1001) } }), 'post', '/admin/members/{id}/moderation/reinstatement', 400, 'validation_failed');
    },
  },
  ...adminOnly('post', '/admin/members/{id}/moderation/reinstatement', `/admin/members/${unknownId}/moderation/reinstatement`),
  {
    method: 'post',
    path: '/admin/members/{id}/moderation/reinstatement',
    status: 404,
    title: 'knows no such member',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.post(`${moderation(unknownId)}/reinstatement`, { data: {} }), 'post', '/admin/members/{id}/moderation/reinstatement', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: '/admin/members/{id}/moderation/reinstatement',
    status: 409,
    title: 'has nothing to lift for a member in good standing',
    async run(request) {
      const id = await newMember(request);
      await signInAdmin(request);
      await expectError(await request.post(`${moderation(id)}/reinstatement`, { data: {} }), 'post', '/admin/members/{id}/moderation/reinstatement', 409, 'not_held');
    },
  },
  {
    method: 'get',
    path: '/me/warning',
    status: 200,
    title: 'shows a warning until it is acknowledged',
    async run(request) {
      const id = await newMember(request);
      await signInAdmin(request);
      expect((await request.post(moderation(id), { data: { action: 'warning', reason: 'Contract case.' } })).status()).toBe(201);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/me/warning`), 'get', '/me/warning', 200)) as { warning: { reason: string } };
      expect(body.warning.reason).toBe('Contract case.');
    },
  },
  unauthenticated('get', '/me/warning'),
  {
    method: 'post',
    path: '/me/warning/{id}/acknowledgement',
    status: 204,
    title: 'acknowledges a warning',
    async run(request) {
      const id = await newMember(request);
      await signInAdmin(request);
      expect((await request.post(moderation(id), { data: { action: 'warning', reason: 'Contract case.' } })).status()).toBe(201);
      const { warning } = (await (await request.get(`${apiPrefix}/me/warning`)).json()) as { warning: { id: string } };
      await expectDocumentedEmpty(await request.post(`${apiPrefix}/me/warning/${warning.id}/acknowledgement`), 'post', '/me/warning/{id}/acknowledgement', 204);
      expect(((await (await request.get(`${apiPrefix}/me/warning`)).json()) as { warning: unknown }).warning).toBeNull();
    },
  },
  unauthenticated('post', '/me/warning/{id}/acknowledgement', `/me/warning/${unknownId}/acknowledgement`),
  {
    method: 'post',
    path: '/me/warning/{id}/acknowledgement',
    status: 404,
    title: 'knows no such warning',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/me/warning/${unknownId}/acknowledgement`), 'post', '/me/warning/{id}/acknowledgement', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: removalPath,
    status: 201,
    title: 'removes a message, which then reads as removed',
    async run(request) {
      const { conversation, message } = await sentMessage(request);
      const body = await expectDocumented(await request.post(removal(message), { data: { reason: 'Contract case.' } }), 'post', removalPath, 201);
      expect(body).toMatchObject({ kind: 'message', contentId: message, restoredAt: null });
      await signIn(request);
      const thread = (await (await request.get(`${apiPrefix}/conversations/${conversation}/messages`)).json()) as { messages: { id: string; body: string }[] };
      expect(thread.messages.find((m) => m.id === message)?.body).toBe('This message was removed by a moderator.');
    },
  },
  {
    method: 'post',
    path: removalPath,
    status: 400,
    title: 'needs a reason',
    async run(request) {
      const { message } = await sentMessage(request);
      await expectError(await request.post(removal(message), { data: {} }), 'post', removalPath, 400, 'validation_failed');
    },
  },
  ...adminOnly('post', removalPath, `/admin/content/message/${unknownId}/removal`, { data: { reason: 'x' } }),
  {
    method: 'post',
    path: removalPath,
    status: 404,
    title: 'knows no such message',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.post(removal(unknownId), { data: { reason: 'x' } }), 'post', removalPath, 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: removalPath,
    status: 409,
    title: 'removes a message once',
    async run(request) {
      const { message } = await sentMessage(request);
      expect((await request.post(removal(message), { data: { reason: 'x' } })).status()).toBe(201);
      await expectError(await request.post(removal(message), { data: { reason: 'x' } }), 'post', removalPath, 409, 'already_removed');
    },
  },
  {
    method: 'post',
    path: removalPath,
    status: 201,
    title: 'removes a delivered pitch: its message reads as removed, its deck link is gone',
    async run(request) {
      const pitch = await sentPitch(request);
      const body = await expectDocumented(await request.post(removal(pitch, 'pitch'), { data: { reason: 'Contract case.' } }), 'post', removalPath, 201);
      expect(body).toMatchObject({ kind: 'pitch', contentId: pitch, restoredAt: null });
      expect(await reviewedPitch(request, pitch)).toMatchObject({ message: 'This pitch was removed by a moderator.', pitchDeckLink: null, removed: true });
    },
  },
  {
    method: 'post',
    path: removalPath,
    status: 404,
    title: 'knows no pitch that has not reached its investor',
    async run(request) {
      const pitch = await sentPitch(request, { pending: true });
      await expectError(await request.post(removal(pitch, 'pitch'), { data: { reason: 'x' } }), 'post', removalPath, 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: restorationPath,
    status: 200,
    title: 'puts a removed pitch back with its deck link',
    async run(request) {
      const pitch = await sentPitch(request);
      expect((await request.post(removal(pitch, 'pitch'), { data: { reason: 'x' } })).status()).toBe(201);
      expect(await expectDocumented(await request.post(restoration(pitch, 'pitch')), 'post', restorationPath, 200)).toMatchObject({ kind: 'pitch', contentId: pitch });
      expect(await reviewedPitch(request, pitch)).toMatchObject({ message: 'To be removed by the contract', pitchDeckLink: 'https://deck.example/contract', removed: false });
    },
  },
  {
    method: 'post',
    path: restorationPath,
    status: 200,
    title: 'puts a removed message back',
    async run(request) {
      const { conversation, message } = await sentMessage(request);
      expect((await request.post(removal(message), { data: { reason: 'x' } })).status()).toBe(201);
      const body = await expectDocumented(await request.post(restoration(message)), 'post', restorationPath, 200);
      expect((body as { restoredAt: string | null }).restoredAt).not.toBeNull();
      await signIn(request);
      const thread = (await (await request.get(`${apiPrefix}/conversations/${conversation}/messages`)).json()) as { messages: { id: string; body: string }[] };
      expect(thread.messages.find((m) => m.id === message)?.body).toBe('To be removed by the contract');
    },
  },
  ...adminOnly('post', restorationPath, `/admin/content/message/${unknownId}/restoration`),
  {
    method: 'post',
    path: restorationPath,
    status: 404,
    title: 'has nothing to restore for a message shown',
    async run(request) {
      const { message } = await sentMessage(request);
      await expectError(await request.post(restoration(message)), 'post', restorationPath, 404, 'not_found');
    },
  },
];

export const notExercised: Record<string, string> = {
  'post /reports 429': 'needs 21 reports from one address in an hour; the limiter is unit-tested',
};
