// The contract cases of mentorship: api/features/mentorship.yaml.
import { expect, type APIRequestContext } from '@playwright/test';

import { type ContractCase, apiPrefix, expectDocumented, expectDocumentedEmpty, expectError, requestSchema, schemaErrors, signIn, signInAs, unauthenticated, unknownId } from '../support/contract';
import { demoInvestor, demoMentor } from '../support/demo';

async function mentorshipRequests(request: APIRequestContext): Promise<{ id: string }[]> {
  const response = await request.get(`${apiPrefix}/mentor/requests`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { id: string }[] }).items;
}

async function someRequest(request: APIRequestContext): Promise<string> {
  await signInAs(request, demoMentor);
  const id = (await mentorshipRequests(request)).at(-1)?.id;
  if (!id) throw new Error('no mentorship request left for the demo mentor');
  return id;
}

/** A mentee of the demo mentor: the first, or the oldest request accepted. */
async function someMentee(request: APIRequestContext): Promise<string> {
  await signInAs(request, demoMentor);
  const mentees = (await (await request.get(`${apiPrefix}/mentor/mentees`)).json()) as { items: { id: string }[] };
  const first = mentees.items[0]?.id;
  if (first) return first;
  const accepted = await request.post(`${apiPrefix}/mentor/requests/${await someRequest(request)}/accept`, { data: {} });
  expect(accepted.status()).toBe(200);
  return ((await accepted.json()) as { mentee: { id: string } }).mentee.id;
}

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/mentor/requests',
    status: 200,
    title: 'lists the mentor applications waiting for the demo mentor',
    async run(request) {
      await signInAs(request, demoMentor);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/mentor/requests`), 'get', '/mentor/requests', 200)) as { items: unknown[] };
      expect(body.items.length).toBeGreaterThan(0);
    },
  },
  {
    method: 'get',
    path: '/mentor/requests',
    status: 403,
    title: 'is for mentors only',
    async run(request) {
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/mentor/requests`), 'get', '/mentor/requests', 403, 'kind_not_granted');
    },
  },
  unauthenticated('get', '/mentor/requests'),
  {
    method: 'post',
    path: '/mentor/requests/{id}/accept',
    status: 200,
    title: 'makes the founder a mentee',
    async run(request) {
      const id = await someRequest(request);
      await expectDocumented(await request.post(`${apiPrefix}/mentor/requests/${id}/accept`, { data: {} }), 'post', '/mentor/requests/{id}/accept', 200);
    },
  },
  {
    method: 'post',
    path: '/mentor/requests/{id}/accept',
    status: 403,
    title: 'is for mentors only',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/mentor/requests/${unknownId}/accept`, { data: {} }), 'post', '/mentor/requests/{id}/accept', 403, 'kind_not_granted');
    },
  },
  {
    method: 'post',
    path: '/mentor/requests/{id}/accept',
    status: 404,
    title: 'knows no such request',
    async run(request) {
      await signInAs(request, demoMentor);
      await expectError(await request.post(`${apiPrefix}/mentor/requests/${unknownId}/accept`, { data: {} }), 'post', '/mentor/requests/{id}/accept', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: '/mentor/requests/{id}/accept',
    status: 409,
    title: 'refuses a request already answered',
    async run(request) {
      const id = await someRequest(request);
      expect((await request.post(`${apiPrefix}/mentor/requests/${id}/decline`, { data: {} })).status()).toBe(204);
      await expectError(await request.post(`${apiPrefix}/mentor/requests/${id}/accept`, { data: {} }), 'post', '/mentor/requests/{id}/accept', 409, 'already_answered');
    },
  },
  unauthenticated('post', '/mentor/requests/{id}/accept', `/mentor/requests/${unknownId}/accept`),
  {
    method: 'post',
    path: '/mentor/requests/{id}/decline',
    status: 204,
    title: 'declines with a note',
    async run(request) {
      const id = await someRequest(request);
      const response = await request.post(`${apiPrefix}/mentor/requests/${id}/decline`, { data: { note: 'I only mentor SaaS founders.' } });
      await expectDocumentedEmpty(response, 'post', '/mentor/requests/{id}/decline', 204);
    },
  },
  {
    method: 'post',
    path: '/mentor/requests/{id}/decline',
    status: 400,
    title: 'refuses a note over 500 characters',
    async run(request) {
      await signInAs(request, demoMentor);
      const response = await request.post(`${apiPrefix}/mentor/requests/${unknownId}/decline`, { data: { note: 'n'.repeat(501) } });
      await expectError(response, 'post', '/mentor/requests/{id}/decline', 400, 'validation_failed');
    },
  },
  {
    method: 'post',
    path: '/mentor/requests/{id}/decline',
    status: 403,
    title: 'is for mentors only',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/mentor/requests/${unknownId}/decline`, { data: {} }), 'post', '/mentor/requests/{id}/decline', 403, 'kind_not_granted');
    },
  },
  {
    method: 'post',
    path: '/mentor/requests/{id}/decline',
    status: 404,
    title: 'knows no such request',
    async run(request) {
      await signInAs(request, demoMentor);
      await expectError(await request.post(`${apiPrefix}/mentor/requests/${unknownId}/decline`, { data: {} }), 'post', '/mentor/requests/{id}/decline', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: '/mentor/requests/{id}/decline',
    status: 409,
    title: 'refuses a request already answered',
    async run(request) {
      const id = await someRequest(request);
      expect((await request.post(`${apiPrefix}/mentor/requests/${id}/decline`, { data: {} })).status()).toBe(204);
      await expectError(await request.post(`${apiPrefix}/mentor/requests/${id}/decline`, { data: {} }), 'post', '/mentor/requests/{id}/decline', 409, 'already_answered');
    },
  },
  unauthenticated('post', '/mentor/requests/{id}/decline', `/mentor/requests/${unknownId}/decline`),
  {
    method: 'get',
    path: '/mentor/mentees',
    status: 200,
    title: "lists the demo mentor's mentees",
    async run(request) {
      await someMentee(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/mentor/mentees`), 'get', '/mentor/mentees', 200)) as { items: unknown[] };
      expect(body.items.length).toBeGreaterThan(0);
    },
  },
  {
    method: 'get',
    path: '/mentor/mentees',
    status: 403,
    title: 'is for mentors only',
    async run(request) {
      await signInAs(request, demoInvestor);
      await expectError(await request.get(`${apiPrefix}/mentor/mentees`), 'get', '/mentor/mentees', 403, 'kind_not_granted');
    },
  },
  unauthenticated('get', '/mentor/mentees'),
  {
    method: 'patch',
    path: '/mentor/mentees/{id}',
    status: 200,
    title: 'sets the next meeting and progress',
    async run(request) {
      const id = await someMentee(request);
      const change = { nextMeeting: '2026-12-01T16:00:00+05:30', progress: 40 };
      expect(schemaErrors(requestSchema('patch', '/mentor/mentees/{id}'), change)).toEqual([]);
      const body = (await expectDocumented(await request.patch(`${apiPrefix}/mentor/mentees/${id}`, { data: change }), 'patch', '/mentor/mentees/{id}', 200)) as {
        mentee: { nextMeeting: string; progress: number };
      };
      expect(body.mentee).toMatchObject({ nextMeeting: '2026-12-01T10:30:00.000Z', progress: 40 });
    },
  },
  {
    method: 'patch',
    path: '/mentor/mentees/{id}',
    status: 400,
    title: 'names the bad field',
    async run(request) {
      const id = await someMentee(request);
      const response = await request.patch(`${apiPrefix}/mentor/mentees/${id}`, { data: { progress: 101 } });
      const body = (await expectDocumented(response, 'patch', '/mentor/mentees/{id}', 400)) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields)).toEqual(['progress']);
    },
  },
  {
    method: 'patch',
    path: '/mentor/mentees/{id}',
    status: 403,
    title: 'is for mentors only',
    async run(request) {
      await signIn(request);
      await expectError(await request.patch(`${apiPrefix}/mentor/mentees/${unknownId}`, { data: {} }), 'patch', '/mentor/mentees/{id}', 403, 'kind_not_granted');
    },
  },
  {
    method: 'patch',
    path: '/mentor/mentees/{id}',
    status: 404,
    title: 'knows no such mentee',
    async run(request) {
      await signInAs(request, demoMentor);
      await expectError(await request.patch(`${apiPrefix}/mentor/mentees/${unknownId}`, { data: { progress: 1 } }), 'patch', '/mentor/mentees/{id}', 404, 'not_found');
    },
  },
  unauthenticated('patch', '/mentor/mentees/{id}', `/mentor/mentees/${unknownId}`),
];
