// The contract cases of applications: api/features/applications.yaml.
import { expect, type APIRequestContext } from '@playwright/test';

import { type ContractCase, apiPrefix, contractApplication, expectDocumented, expectError, linkToken, requestSchema, schemaErrors, uniqueAddress, unknownToken } from '../support/contract';
import { demoFounder } from '../support/demo';
import { approve } from '../support/members';

import { inviteAgain, invitedFromWaitlist } from './waitlist';

/** Applies twice with a new address; the token of the link e-mailed for the second application. */
async function applicationChangeToken(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = uniqueAddress('contract.apply');
  for (const company of ['Iyer Systems', 'Iyer Systems Pvt Ltd']) {
    const response = await request.post(`${apiPrefix}/applications`, { data: contractApplication(email, company) });
    expect(response.status(), await response.text()).toBe(201);
  }
  return { email, token: await linkToken(email, '/apply/confirm') };
}

let sharedApplicationToken: Promise<string> | undefined;

const applicationToken = (request: APIRequestContext) =>
  (sharedApplicationToken ??= applicationChangeToken(request).then(({ token }) => token));

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/applications/change',
    status: 200,
    title: 'shows what the link would apply',
    async run(request, url) {
      const token = await applicationToken(request);
      const body = (await expectDocumented(await request.get(`${url}?token=${token}`), 'get', '/applications/change', 200)) as {
        proposed: { company: string };
      };
      expect(body.proposed.company).toBe('Iyer Systems Pvt Ltd');
    },
  },
  {
    method: 'get',
    path: '/applications/change',
    status: 403,
    title: 'knows no such link',
    async run(request, url) {
      await expectError(await request.get(`${url}?token=${unknownToken}`), 'get', '/applications/change', 403, 'invalid_token');
    },
  },
  {
    method: 'post',
    path: '/applications/change',
    status: 200,
    title: 'applies the change once',
    async run(request, url) {
      const token = await applicationToken(request);
      const body = await expectDocumented(await request.post(url, { data: { token } }), 'post', '/applications/change', 200);
      expect(body).toEqual({ status: 'pending' });
      await expectError(await request.post(url, { data: { token } }), 'post', '/applications/change', 403, 'invalid_token');
    },
  },
  {
    method: 'post',
    path: '/applications/change',
    status: 403,
    title: 'refuses an unknown link',
    async run(request, url) {
      await expectError(await request.post(url, { data: { token: unknownToken } }), 'post', '/applications/change', 403, 'invalid_token');
    },
  },
  {
    method: 'post',
    path: '/applications/change',
    status: 409,
    title: 'leaves a member approved meanwhile as they are',
    async run(request, url) {
      const { email, token } = await applicationChangeToken(request);
      await approve(request, email);
      await expectError(await request.post(url, { data: { token } }), 'post', '/applications/change', 409, 'already_approved');
    },
  },
  {
    method: 'post',
    path: '/applications',
    status: 201,
    title: 'takes an application, pending',
    async run(request, url) {
      const application = { ...contractApplication(uniqueAddress('contract.apply'), 'Iyer Systems'), fundingStage: 'Seed', teamSize: 4 };
      expect(schemaErrors(requestSchema('post', '/applications'), application), 'the request itself conforms').toEqual([]);
      const body = await expectDocumented(await request.post(url, { data: application }), 'post', '/applications', 201);
      expect(body).toEqual({ status: 'pending' });
    },
  },
  {
    method: 'post',
    path: '/applications',
    status: 400,
    title: 'names the invalid fields',
    async run(request, url) {
      const application = { ...contractApplication('not-an-address', 'Iyer Systems'), firstName: '  ', plan: 'gold', teamSize: 0 };
      const body = await expectError(await request.post(url, { data: application }), 'post', '/applications', 400, 'validation_failed');
      expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['email', 'firstName', 'plan', 'teamSize']);
    },
  },
  {
    method: 'post',
    path: '/applications',
    status: 409,
    title: 'sends an approved member to sign in',
    async run(request, url) {
      await expectError(await request.post(url, { data: contractApplication(demoFounder.email, 'Kirana Cloud') }), 'post', '/applications', 409, 'already_approved');
    },
  },
  // With an invitation from the waitlist (features/waitlist, docs/waitlist.md): one that cannot be used refuses the application.
  {
    method: 'post',
    path: '/applications',
    status: 404,
    title: 'refuses an unknown invitation',
    async run(request, url) {
      const data = { ...contractApplication(uniqueAddress('contract.invite'), 'Menon Spices'), invite: unknownToken };
      await expectError(await request.post(url, { data }), 'post', '/applications', 404, 'invite_unknown');
    },
  },
  {
    method: 'post',
    path: '/applications',
    status: 403,
    title: 'refuses an invitation sent to another address',
    async run(request, url) {
      const { code } = await invitedFromWaitlist(request);
      const data = { ...contractApplication(uniqueAddress('contract.other'), 'Menon Spices'), invite: code };
      await expectError(await request.post(url, { data }), 'post', '/applications', 403, 'invite_other_email');
    },
  },
  {
    method: 'post',
    path: '/applications',
    status: 410,
    title: 'refuses an invitation a newer one replaced',
    async run(request, url) {
      const { email, previous } = await inviteAgain(request);
      await expectError(await request.post(url, { data: { ...contractApplication(email, 'Menon Spices'), invite: previous } }), 'post', '/applications', 410, 'invite_expired');
    },
  },
];

export const notExercised: Record<string, string> = {
  'get /applications/change 429': 'needs 31 link requests from one address in 10 minutes; the limiter is unit-tested',
  'post /applications/change 429': 'as above, the same limiter',
  'post /applications 429': 'needs 201 applications from one address in 10 minutes (the e2e limit), which the journeys share; membership_test covers the limiter',
};
