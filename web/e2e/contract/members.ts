// The contract cases of members (the administrators' member directory): api/features/members.yaml.
import { expect, type APIRequestContext } from '@playwright/test';

import { type ContractCase, adminOnly, apiPrefix, approvedApplicant, expectDocumented, expectError, findOperation, signInAdmin, unknownId } from '../support/contract';

type DirectoryPage = { items: { id: string; email: string }[]; total: number };

/** A new approved member, found in the directory by an administrator: the member's id. */
async function newMemberId(request: APIRequestContext): Promise<string> {
  const { email } = await approvedApplicant(request);
  await signInAdmin(request);
  const page = (await (await request.get(`${apiPrefix}/admin/members?q=${encodeURIComponent(email)}`)).json()) as DirectoryPage;
  expect(page.items.map((m) => m.email)).toEqual([email]);
  return page.items[0]?.id ?? '';
}

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/admin/members',
    status: 200,
    title: 'searches, filters and pages every profile',
    async run(request) {
      await signInAdmin(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/admin/members?status=approved&sort=name&pageSize=5`), 'get', '/admin/members', 200)) as DirectoryPage;
      expect(body.items.length).toBe(5);
      expect(body.total).toBeGreaterThan(5);
    },
  },
  {
    method: 'get',
    path: '/admin/members',
    status: 400,
    title: 'a filter it does not know',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.get(`${apiPrefix}/admin/members?kind=Wizard`), 'get', '/admin/members', 400, 'validation_failed');
    },
  },
  ...adminOnly('get', '/admin/members'),
  {
    method: 'get',
    path: '/admin/members/export',
    status: 200,
    title: 'the members the query finds, as CSV',
    async run(request) {
      await signInAdmin(request);
      const response = await request.get(`${apiPrefix}/admin/members/export?kind=Investor`);
      expect(response.status()).toBe(200);
      expect(findOperation('get', '/admin/members/export').responses['200']).toBeDefined();
      expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
      const lines = (await response.text()).trim().split('\r\n');
      expect(lines[0]).toBe('"id","first name","last name","email","company","kind","status","plan","verified","joined"');
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.slice(1).every((line) => line.includes(',"Investor",'))).toBe(true);
    },
  },
  {
    method: 'get',
    path: '/admin/members/export',
    status: 400,
    title: 'a date that is not one',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.get(`${apiPrefix}/admin/members/export?joinedFrom=yesterday`), 'get', '/admin/members/export', 400, 'validation_failed');
    },
  },
  ...adminOnly('get', '/admin/members/export'),
  {
    method: 'get',
    path: '/admin/members/{id}',
    status: 200,
    title: "a member's page",
    async run(request) {
      const id = await newMemberId(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/admin/members/${id}`), 'get', '/admin/members/{id}', 200)) as { member: { id: string } };
      expect(body.member.id).toBe(id);
    },
  },
  {
    method: 'get',
    path: '/admin/members/{id}',
    status: 404,
    title: 'no profile by that id',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.get(`${apiPrefix}/admin/members/${unknownId}`), 'get', '/admin/members/{id}', 404, 'not_found');
    },
  },
  ...adminOnly('get', '/admin/members/{id}', `/admin/members/${unknownId}`),
  {
    method: 'delete',
    path: '/admin/members/{id}/sessions',
    status: 200,
    title: "ends every session of the member",
    async run(request) {
      const id = await newMemberId(request);
      const body = await expectDocumented(await request.delete(`${apiPrefix}/admin/members/${id}/sessions`), 'delete', '/admin/members/{id}/sessions', 200);
      expect(body).toEqual({ ended: 0 });
    },
  },
  {
    method: 'delete',
    path: '/admin/members/{id}/sessions',
    status: 404,
    title: 'no profile by that id',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.delete(`${apiPrefix}/admin/members/${unknownId}/sessions`), 'delete', '/admin/members/{id}/sessions', 404, 'not_found');
    },
  },
  ...adminOnly('delete', '/admin/members/{id}/sessions', `/admin/members/${unknownId}/sessions`),
];
