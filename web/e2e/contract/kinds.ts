// The contract cases of kinds: api/features/kinds.yaml.
import { expect, type APIRequestContext } from '@playwright/test';

import { type ContractCase, adminOnly, apiPrefix, approvedApplicant, expectDocumented, expectError, setUpPassword, signInAdmin, signInAs, unauthenticated, unknownId } from '../support/contract';

const mentorFacts = { expertise: ['Pricing'], mentorshipAreas: [], experience: 12, availability: 'Twice a month' };

// One new member for every case (each application spends a public-form request of the address the
// specs share), signed in again by each case; it only ever asks to be a mentor and is never approved.
let member: Promise<{ email: string; password: string }> | undefined;
async function signInAsMember(request: APIRequestContext): Promise<void> {
  member ??= (async () => {
    const { email, token } = await approvedApplicant(request);
    expect((await setUpPassword(request, email, token)).status()).toBe(200);
    return { email, password: `masala-dosa-${token.slice(0, 8)}` };
  })();
  await signInAs(request, await member);
}

/** The member's pending request to act as a mentor (the open one, or a new one): its id. */
async function pendingRequest(request: APIRequestContext): Promise<string> {
  await signInAsMember(request);
  const asked = await request.post(`${apiPrefix}/me/kinds`, { data: { kind: 'Mentor', facts: mentorFacts } });
  if (asked.status() === 201) return ((await asked.json()) as { id: string }).id;
  const mine = (await (await request.get(`${apiPrefix}/me/kinds`)).json()) as { requests: { id: string; status: string }[] };
  const open = mine.requests.find((r) => r.status === 'pending');
  if (!open) throw new Error(`no pending request: ${await asked.text()}`);
  return open.id;
}

/** A request answered already (rejected by the administrator, who stays signed in). */
async function rejectedRequest(request: APIRequestContext): Promise<string> {
  const id = await pendingRequest(request);
  await signInAdmin(request);
  expect((await request.post(`${apiPrefix}/admin/kinds/${id}/decision`, { data: { status: 'rejected', reason: 'Tell us more.' } })).status()).toBe(200);
  return id;
}

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/me/kinds',
    status: 200,
    title: "the member's kinds and requests",
    async run(request) {
      await pendingRequest(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/me/kinds`), 'get', '/me/kinds', 200)) as { approvedKind: string | null };
      expect(body.approvedKind).toBeNull();
    },
  },
  unauthenticated('get', '/me/kinds'),
  {
    method: 'post',
    path: '/me/kinds',
    status: 201,
    title: 'asks to act as a mentor',
    async run(request) {
      const id = await pendingRequest(request);
      await expectDocumented(await request.fetch(`${apiPrefix}/me/kinds/${id}`, { method: 'delete' }), 'delete', '/me/kinds/{id}', 200);
      const asked = await request.post(`${apiPrefix}/me/kinds`, { data: { kind: 'Mentor', facts: mentorFacts } });
      await expectDocumented(asked, 'post', '/me/kinds', 201);
    },
  },
  {
    method: 'post',
    path: '/me/kinds',
    status: 400,
    title: 'refuses a kind that is not Mentor or Investor',
    async run(request) {
      await signInAsMember(request);
      await expectError(await request.post(`${apiPrefix}/me/kinds`, { data: { kind: 'Founder', facts: {} } }), 'post', '/me/kinds', 400, 'validation_failed');
    },
  },
  {
    method: 'post',
    path: '/me/kinds',
    status: 409,
    title: 'one open request per kind',
    async run(request) {
      await pendingRequest(request);
      await expectError(await request.post(`${apiPrefix}/me/kinds`, { data: { kind: 'Mentor', facts: mentorFacts } }), 'post', '/me/kinds', 409, 'request_open');
    },
  },
  unauthenticated('post', '/me/kinds'),
  {
    method: 'delete',
    path: '/me/kinds/{id}',
    status: 200,
    title: 'withdraws a pending request',
    async run(request) {
      const id = await pendingRequest(request);
      const body = (await expectDocumented(await request.fetch(`${apiPrefix}/me/kinds/${id}`, { method: 'delete' }), 'delete', '/me/kinds/{id}', 200)) as { requests: { id: string; status: string }[] };
      expect(body.requests.find((r) => r.id === id)?.status).toBe('withdrawn');
    },
  },
  {
    method: 'delete',
    path: '/me/kinds/{id}',
    status: 404,
    title: 'a request that is not mine',
    async run(request) {
      await signInAsMember(request);
      await expectError(await request.fetch(`${apiPrefix}/me/kinds/${unknownId}`, { method: 'delete' }), 'delete', '/me/kinds/{id}', 404, 'not_found');
    },
  },
  {
    method: 'delete',
    path: '/me/kinds/{id}',
    status: 409,
    title: 'a request answered already',
    async run(request) {
      const id = await rejectedRequest(request);
      await signInAsMember(request);
      await expectError(await request.fetch(`${apiPrefix}/me/kinds/${id}`, { method: 'delete' }), 'delete', '/me/kinds/{id}', 409, 'decided_already');
    },
  },
  {
    method: 'delete',
    path: '/me/kinds/{id}',
    status: 401,
    title: 'needs a member session',
    async run(request) {
      await expectError(await request.fetch(`${apiPrefix}/me/kinds/${unknownId}`, { method: 'delete' }), 'delete', '/me/kinds/{id}', 401, 'unauthenticated');
    },
  },
  {
    method: 'get',
    path: '/admin/kinds',
    status: 200,
    title: 'pending first',
    async run(request) {
      await pendingRequest(request);
      await signInAdmin(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/admin/kinds`), 'get', '/admin/kinds', 200)) as { items: { status: string }[] };
      expect(body.items[0]?.status).toBe('pending');
    },
  },
  {
    method: 'get',
    path: '/admin/kinds',
    status: 400,
    title: 'a status that is not one',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.get(`${apiPrefix}/admin/kinds?status=lost`), 'get', '/admin/kinds', 400, 'validation_failed');
    },
  },
  ...adminOnly('get', '/admin/kinds'),
  {
    method: 'post',
    path: '/admin/kinds/{id}/decision',
    status: 200,
    title: 'rejects with a reason',
    async run(request) {
      const id = await pendingRequest(request);
      await signInAdmin(request);
      const body = (await expectDocumented(await request.post(`${apiPrefix}/admin/kinds/${id}/decision`, { data: { status: 'rejected', reason: 'Tell us more.' } }), 'post', '/admin/kinds/{id}/decision', 200)) as { reason: string };
      expect(body.reason).toBe('Tell us more.');
    },
  },
  {
    method: 'post',
    path: '/admin/kinds/{id}/decision',
    status: 400,
    title: 'a decision that is not one',
    async run(request) {
      const id = await pendingRequest(request);
      await signInAdmin(request);
      await expectError(await request.post(`${apiPrefix}/admin/kinds/${id}/decision`, { data: { status: 'maybe' } }), 'post', '/admin/kinds/{id}/decision', 400, 'validation_failed');
    },
  },
  {
    method: 'post',
    path: '/admin/kinds/{id}/decision',
    status: 404,
    title: 'a request that does not exist',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.post(`${apiPrefix}/admin/kinds/${unknownId}/decision`, { data: { status: 'approved' } }), 'post', '/admin/kinds/{id}/decision', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: '/admin/kinds/{id}/decision',
    status: 409,
    title: 'a request answered already',
    async run(request) {
      const id = await rejectedRequest(request);
      await expectError(await request.post(`${apiPrefix}/admin/kinds/${id}/decision`, { data: { status: 'approved' } }), 'post', '/admin/kinds/{id}/decision', 409, 'decided_already');
    },
  },
  ...adminOnly('post', '/admin/kinds/{id}/decision', `/admin/kinds/${unknownId}/decision`, { data: { status: 'approved' } }),
];

export const notExercised: Record<string, string> = {};
