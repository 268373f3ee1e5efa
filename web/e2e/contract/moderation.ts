// The contract cases of moderation: api/features/moderation.yaml.
import { expect, type APIRequestContext } from '@playwright/test';

import { type ContractCase, apiPrefix, expectDocumented, expectDocumentedEmpty, expectError, investors, requestSchema, schemaErrors, signIn, signInAdmin, someInvestor, unauthenticated, unknownId } from '../support/contract';

async function openReport(request: APIRequestContext): Promise<string> {
  await signIn(request);
  const target = await someInvestor(request);
  const filed = await request.post(`${apiPrefix}/reports`, { data: { target: target.id, reason: 'fake_profile' } });
  expect(filed.status()).toBe(201);
  return ((await filed.json()) as { id: string }).id;
}

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
];

export const notExercised: Record<string, string> = {
  'post /reports 429': 'needs 21 reports from one address in an hour; the limiter is unit-tested',
};
