// The contract cases of validation: api/features/validation.yaml.
import { expect } from '@playwright/test';

import { type ContractCase, apiPrefix, expectDocumented, expectError, signIn, unauthenticated } from '../support/contract';

// Idea validation (issue 14)
export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/me/validation',
    status: 200,
    title: 'my five steps and the score',
    async run(request) {
      await signIn(request);
      expect(await expectDocumented(await request.get(`${apiPrefix}/me/validation`), 'get', '/me/validation', 200)).toMatchObject({ steps: expect.any(Array) });
    },
  },
  unauthenticated('get', '/me/validation'),
  {
    method: 'put',
    path: '/me/validation/steps/{step}',
    status: 200,
    title: 'the answers as they stand',
    async run(request) {
      await signIn(request);
      const body = (await expectDocumented(await request.put(`${apiPrefix}/me/validation/steps/5`, { data: { answers: ['One', '', '', ''] } }), 'put', '/me/validation/steps/{step}', 200)) as { steps: { status: string }[] };
      expect(body.steps[4]?.status).toBe('in-progress');
    },
  },
  {
    method: 'put',
    path: '/me/validation/steps/{step}',
    status: 400,
    title: 'not four answers',
    async run(request) {
      await signIn(request);
      await expectError(await request.put(`${apiPrefix}/me/validation/steps/5`, { data: { answers: ['One'] } }), 'put', '/me/validation/steps/{step}', 400, 'validation_failed');
    },
  },
  {
    method: 'put',
    path: '/me/validation/steps/{step}',
    status: 404,
    title: 'no sixth step',
    async run(request) {
      await signIn(request);
      await expectError(await request.put(`${apiPrefix}/me/validation/steps/6`, { data: { answers: ['', '', '', ''] } }), 'put', '/me/validation/steps/{step}', 404, 'not_found');
    },
  },
  unauthenticated('put', '/me/validation/steps/{step}', '/me/validation/steps/1'),
  {
    method: 'post',
    path: '/me/validation/steps/{step}/complete',
    status: 200,
    title: 'completes a ready step',
    async run(request) {
      await signIn(request);
      await request.put(`${apiPrefix}/me/validation/steps/4`, { data: { answers: ['a', 'b', 'c', 'd'] } });
      const body = (await expectDocumented(await request.post(`${apiPrefix}/me/validation/steps/4/complete`), 'post', '/me/validation/steps/{step}/complete', 200)) as { steps: { status: string }[] };
      expect(body.steps[3]?.status).toBe('completed');
    },
  },
  {
    method: 'post',
    path: '/me/validation/steps/{step}/complete',
    status: 409,
    title: 'a step not ready',
    async run(request) {
      await signIn(request);
      await request.put(`${apiPrefix}/me/validation/steps/3`, { data: { answers: ['a', '', '', ''] } });
      await expectError(await request.post(`${apiPrefix}/me/validation/steps/3/complete`), 'post', '/me/validation/steps/{step}/complete', 409, 'not_ready');
    },
  },
  {
    method: 'post',
    path: '/me/validation/steps/{step}/complete',
    status: 404,
    title: 'no such step',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/me/validation/steps/0/complete`), 'post', '/me/validation/steps/{step}/complete', 404, 'not_found');
    },
  },
  unauthenticated('post', '/me/validation/steps/{step}/complete', '/me/validation/steps/1/complete'),
];
