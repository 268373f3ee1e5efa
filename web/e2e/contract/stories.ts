// The contract cases of stories: api/features/stories.yaml.
import { expect, type APIRequestContext } from '@playwright/test';

import { type ContractCase, adminOnly, apiPrefix, expectDocumented, expectDocumentedEmpty, expectError, signIn, signInAdmin, unauthenticated } from '../support/contract';

// ---------------------------------------------------------------------------------------------
// Success stories (issue 13)

const contractStory = {
  title: 'Contract Story',
  founder: 'Asha Rao',
  company: 'Contract Labs',
  industry: 'SaaS',
  timeline: '2 years',
  funding: '₹5 Cr Seed',
  description: 'Made by the API contract spec.',
  challenges: ['One'],
  solutions: ['Two'],
  results: ['Three'],
  metrics: { revenue: '₹1 Cr', team: '12', users: '40', growth: '2x' },
  tags: ['B2B'],
};

/** A story made by the e2e administrator; its id. */
async function newContractStory(request: APIRequestContext, fields: Record<string, unknown> = {}): Promise<string> {
  await signInAdmin(request);
  const response = await request.post(`${apiPrefix}/admin/stories`, { data: { ...contractStory, ...fields } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/stories',
    status: 200,
    title: 'published stories through a filter',
    async run(request) {
      const id = await newContractStory(request);
      await signIn(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/stories?filter=SaaS`), 'get', '/stories', 200)) as { stories: { id: string }[] };
      expect(body.stories.map((story) => story.id)).toContain(id);
    },
  },
  {
    method: 'get',
    path: '/stories',
    status: 400,
    title: 'a filter not in the list',
    async run(request) {
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/stories?filter=Crypto`), 'get', '/stories', 400, 'validation_failed');
    },
  },
  unauthenticated('get', '/stories'),
  {
    method: 'get',
    path: '/stories/{id}',
    status: 200,
    title: 'one story',
    async run(request) {
      const id = await newContractStory(request);
      await signIn(request);
      expect(await expectDocumented(await request.get(`${apiPrefix}/stories/${id}`), 'get', '/stories/{id}', 200)).toMatchObject({ id, company: 'Contract Labs' });
    },
  },
  {
    method: 'get',
    path: '/stories/{id}',
    status: 404,
    title: 'a draft is not there for members',
    async run(request) {
      const id = await newContractStory(request, { publish: false });
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/stories/${id}`), 'get', '/stories/{id}', 404, 'not_found');
    },
  },
  unauthenticated('get', '/stories/{id}', '/stories/any'),
  {
    method: 'get',
    path: '/admin/stories',
    status: 200,
    title: 'every story, drafts too',
    async run(request) {
      const id = await newContractStory(request, { publish: false });
      const body = (await expectDocumented(await request.get(`${apiPrefix}/admin/stories`), 'get', '/admin/stories', 200)) as { stories: { id: string; status: string }[] };
      expect(body.stories.find((story) => story.id === id)).toMatchObject({ status: 'draft' });
    },
  },
  ...adminOnly('get', '/admin/stories'),
  {
    method: 'post',
    path: '/admin/stories',
    status: 201,
    title: 'an administrator publishes a story',
    async run(request) {
      await signInAdmin(request);
      const body = await expectDocumented(await request.post(`${apiPrefix}/admin/stories`, { data: contractStory }), 'post', '/admin/stories', 201);
      expect(body).toMatchObject({ status: 'published', title: 'Contract Story' });
    },
  },
  {
    method: 'post',
    path: '/admin/stories',
    status: 400,
    title: 'names the fields that need attention',
    async run(request) {
      await signInAdmin(request);
      const body = await expectError(await request.post(`${apiPrefix}/admin/stories`, { data: { title: '' } }), 'post', '/admin/stories', 400, 'validation_failed');
      expect(Object.keys((body as unknown as { error: { fields: object } }).error.fields)).toEqual(expect.arrayContaining(['title', 'founder', 'metrics']));
    },
  },
  ...adminOnly('post', '/admin/stories'),
  {
    method: 'patch',
    path: '/admin/stories/{id}',
    status: 200,
    title: 'changes a field, the rest stays',
    async run(request) {
      const id = await newContractStory(request);
      const body = await expectDocumented(await request.patch(`${apiPrefix}/admin/stories/${id}`, { data: { funding: '₹9 Cr', status: 'draft' } }), 'patch', '/admin/stories/{id}', 200);
      expect(body).toMatchObject({ funding: '₹9 Cr', status: 'draft', company: 'Contract Labs' });
    },
  },
  {
    method: 'patch',
    path: '/admin/stories/{id}',
    status: 400,
    title: 'names the fields that need attention',
    async run(request) {
      const id = await newContractStory(request);
      await expectError(await request.patch(`${apiPrefix}/admin/stories/${id}`, { data: { title: '' } }), 'patch', '/admin/stories/{id}', 400, 'validation_failed');
    },
  },
  {
    method: 'patch',
    path: '/admin/stories/{id}',
    status: 404,
    title: 'no such story',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.patch(`${apiPrefix}/admin/stories/no-such-story`, { data: { title: 'x' } }), 'patch', '/admin/stories/{id}', 404, 'not_found');
    },
  },
  ...adminOnly('patch', '/admin/stories/{id}', '/admin/stories/any'),
  {
    method: 'delete',
    path: '/admin/stories/{id}',
    status: 204,
    title: 'deletes a story',
    async run(request) {
      const id = await newContractStory(request);
      await expectDocumentedEmpty(await request.delete(`${apiPrefix}/admin/stories/${id}`), 'delete', '/admin/stories/{id}', 204);
    },
  },
  {
    method: 'delete',
    path: '/admin/stories/{id}',
    status: 404,
    title: 'no such story',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.delete(`${apiPrefix}/admin/stories/no-such-story`), 'delete', '/admin/stories/{id}', 404, 'not_found');
    },
  },
  ...adminOnly('delete', '/admin/stories/{id}', '/admin/stories/any'),
];
