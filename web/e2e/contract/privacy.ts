// The contract cases of privacy: api/features/privacy.yaml.
import { expect } from '@playwright/test';

import { type ContractCase, apiPrefix, expectDocumented, expectError, findOperation, signIn, unauthenticated } from '../support/contract';

export const cases: ContractCase[] = [
  {
    method: 'post',
    path: '/me/exports',
    status: 202,
    title: 'an export of mine, being prepared',
    async run(request) {
      await signIn(request);
      const body = (await expectDocumented(await request.post(`${apiPrefix}/me/exports`), 'post', '/me/exports', 202)) as { status: string };
      expect(['preparing', 'ready']).toContain(body.status);
    },
  },
  unauthenticated('post', '/me/exports'),
  {
    method: 'get',
    path: '/me/exports/{id}',
    status: 200,
    title: 'its progress, then the link to the zip',
    async run(request) {
      await signIn(request);
      const started = (await (await request.post(`${apiPrefix}/me/exports`)).json()) as { id: string };
      await expect
        .poll(async () => ((await expectDocumented(await request.get(`${apiPrefix}/me/exports/${started.id}`), 'get', '/me/exports/{id}', 200)) as { status: string }).status)
        .toBe('ready');
    },
  },
  {
    method: 'get',
    path: '/me/exports/{id}',
    status: 404,
    title: 'no export of mine by that id',
    async run(request) {
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/me/exports/not-an-export`), 'get', '/me/exports/{id}', 404, 'not_found');
    },
  },
  unauthenticated('get', '/me/exports/{id}'),
  {
    method: 'get',
    path: '/me/exports/{id}/download',
    status: 200,
    title: 'the zip of a ready export',
    async run(request) {
      await signIn(request);
      const started = (await (await request.post(`${apiPrefix}/me/exports`)).json()) as { id: string };
      await expect.poll(async () => ((await (await request.get(`${apiPrefix}/me/exports/${started.id}`)).json()) as { status: string }).status).toBe('ready');
      const response = await request.get(`${apiPrefix}/me/exports/${started.id}/download`);
      expect(response.status()).toBe(200);
      expect(findOperation('get', '/me/exports/{id}/download').responses['200']).toBeDefined();
      expect(response.headers()['content-type']).toBe('application/zip');
      expect((await response.body()).subarray(0, 2).toString()).toBe('PK');
    },
  },
  {
    method: 'get',
    path: '/me/exports/{id}/download',
    status: 404,
    title: 'no ready export of mine by that id',
    async run(request) {
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/me/exports/not-an-export/download`), 'get', '/me/exports/{id}/download', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: '/me/exports',
    status: 429,
    title: 'the day\'s exports are spent',
    async run(request) {
      await signIn(request);
      // Each one asked for is waited for, so the next is a new one; the default is 3 a day.
      for (let asked = 0; asked < 10; asked += 1) {
        const response = await request.post(`${apiPrefix}/me/exports`);
        if (response.status() === 429) {
          await expectError(response, 'post', '/me/exports', 429, 'rate_limited');
          expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
          return;
        }
        const { id } = (await response.json()) as { id: string };
        await expect.poll(async () => ((await (await request.get(`${apiPrefix}/me/exports/${id}`)).json()) as { status: string }).status).toBe('ready');
      }
      throw new Error('ten exports in a day were all accepted');
    },
  },
  unauthenticated('get', '/me/exports/{id}/download'),
  {
    method: 'post',
    path: '/me/erase',
    status: 401,
    title: 'a wrong password erases nothing',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/me/erase`, { data: { password: 'not-the-password' } }), 'post', '/me/erase', 401, 'wrong_password');
      expect((await request.get(`${apiPrefix}/me/profile`)).status()).toBe(200);
    },
  },
];

export const notExercised: Record<string, string> = {
  'post /me/exports 200': 'answers only while an export of mine is still being prepared, a window of milliseconds; the API suite covers it',
  'post /me/erase 200': 'would erase the demo founder that other specs sign in as; the API suite and the data-rights journey (a new member) cover it',
  'post /me/erase 429': 'needs a run of wrong passwords against the shared failure budget; the API suite covers the throttle',
};
