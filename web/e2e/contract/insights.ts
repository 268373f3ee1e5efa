// The contract cases of insights: api/features/insights.yaml.
import { expect, type APIRequestContext } from '@playwright/test';

import { type ContractCase, adminOnly, apiPrefix, expectDocumented, expectDocumentedEmpty, expectError, signIn, signInAdmin, unauthenticated } from '../support/contract';

// ---------------------------------------------------------------------------------------------
// The side panels: highlights and Market Insights (issue 14). Every insight made here is deleted
// again: there may be 10 at most, and the side-panels journey adds one.

const contractInsight = { label: 'Contract insight', value: '₹12 Cr', change: '+5%' };

/** An insight made by the e2e administrator; its id. */
async function newContractInsight(request: APIRequestContext): Promise<string> {
  await signInAdmin(request);
  const response = await request.post(`${apiPrefix}/admin/insights`, { data: contractInsight });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function deleteContractInsights(request: APIRequestContext, ids: string[]) {
  await signInAdmin(request);
  for (const id of ids) expect((await request.delete(`${apiPrefix}/admin/insights/${id}`)).status()).toBe(204);
}

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/insights',
    status: 200,
    title: 'the insights in their order, and when they last changed',
    async run(request) {
      const id = await newContractInsight(request);
      try {
        await signIn(request);
        const body = (await expectDocumented(await request.get(`${apiPrefix}/insights`), 'get', '/insights', 200)) as { insights: { id: string }[]; updatedAt: string | null };
        expect(body.insights.at(-1)?.id).toBe(id);
        expect(body.updatedAt).not.toBeNull();
      } finally {
        await deleteContractInsights(request, [id]);
      }
    },
  },
  unauthenticated('get', '/insights'),
  {
    method: 'get',
    path: '/admin/insights',
    status: 200,
    title: 'every insight',
    async run(request) {
      await signInAdmin(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/admin/insights`), 'get', '/admin/insights', 200)) as { insights: unknown[] };
      expect(body.insights.length).toBeGreaterThan(0);
    },
  },
  ...adminOnly('get', '/admin/insights'),
  {
    method: 'post',
    path: '/admin/insights',
    status: 201,
    title: 'an administrator adds an insight, placed last',
    async run(request) {
      await signInAdmin(request);
      const body = (await expectDocumented(await request.post(`${apiPrefix}/admin/insights`, { data: { label: 'No change', value: '7' } }), 'post', '/admin/insights', 201)) as { id: string };
      await deleteContractInsights(request, [body.id]);
      expect(body).toMatchObject({ label: 'No change', value: '7', change: null });
    },
  },
  {
    method: 'post',
    path: '/admin/insights',
    status: 400,
    title: 'names the fields that need attention',
    async run(request) {
      await signInAdmin(request);
      const body = await expectError(await request.post(`${apiPrefix}/admin/insights`, { data: { label: '', value: 'v'.repeat(31), change: '18' } }), 'post', '/admin/insights', 400, 'validation_failed');
      expect((body as unknown as { error: { fields: object } }).error.fields).toEqual({
        label: 'Enter a label.',
        value: 'At most 30 characters.',
        change: 'Write a change such as +18% or -4%.',
      });
    },
  },
  {
    method: 'post',
    path: '/admin/insights',
    status: 409,
    title: 'an eleventh is refused',
    async run(request) {
      await signInAdmin(request);
      const listed = (await (await request.get(`${apiPrefix}/admin/insights`)).json()) as { insights: unknown[] };
      const made: string[] = [];
      try {
        for (let count = listed.insights.length; count < 10; count += 1) made.push(await newContractInsight(request));
        const body = await expectError(await request.post(`${apiPrefix}/admin/insights`, { data: contractInsight }), 'post', '/admin/insights', 409, 'too_many_insights');
        expect(body.error).toMatchObject({ message: 'There are 10 insights already. Delete one first.' });
      } finally {
        await deleteContractInsights(request, made);
      }
    },
  },
  ...adminOnly('post', '/admin/insights'),
  {
    method: 'patch',
    path: '/admin/insights/{id}',
    status: 200,
    title: 'changes a field, the rest stays',
    async run(request) {
      const id = await newContractInsight(request);
      try {
        const body = await expectDocumented(await request.patch(`${apiPrefix}/admin/insights/${id}`, { data: { change: '-2.5%' } }), 'patch', '/admin/insights/{id}', 200);
        expect(body).toMatchObject({ id, label: 'Contract insight', value: '₹12 Cr', change: '-2.5%' });
      } finally {
        await deleteContractInsights(request, [id]);
      }
    },
  },
  {
    method: 'patch',
    path: '/admin/insights/{id}',
    status: 400,
    title: 'names the fields that need attention',
    async run(request) {
      const id = await newContractInsight(request);
      try {
        await expectError(await request.patch(`${apiPrefix}/admin/insights/${id}`, { data: { label: '' } }), 'patch', '/admin/insights/{id}', 400, 'validation_failed');
      } finally {
        await deleteContractInsights(request, [id]);
      }
    },
  },
  {
    method: 'patch',
    path: '/admin/insights/{id}',
    status: 404,
    title: 'no such insight',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.patch(`${apiPrefix}/admin/insights/no-such-insight`, { data: { label: 'x' } }), 'patch', '/admin/insights/{id}', 404, 'not_found');
    },
  },
  ...adminOnly('patch', '/admin/insights/{id}', '/admin/insights/any'),
  {
    method: 'delete',
    path: '/admin/insights/{id}',
    status: 204,
    title: 'deletes an insight',
    async run(request) {
      const id = await newContractInsight(request);
      await expectDocumentedEmpty(await request.delete(`${apiPrefix}/admin/insights/${id}`), 'delete', '/admin/insights/{id}', 204);
    },
  },
  {
    method: 'delete',
    path: '/admin/insights/{id}',
    status: 404,
    title: 'no such insight',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.delete(`${apiPrefix}/admin/insights/no-such-insight`), 'delete', '/admin/insights/{id}', 404, 'not_found');
    },
  },
  ...adminOnly('delete', '/admin/insights/{id}', '/admin/insights/any'),
];
