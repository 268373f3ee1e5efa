// The contract cases of password_reset: api/features/password_reset.yaml.
import { expect, type APIRequestContext } from '@playwright/test';

import { type ContractCase, apiPrefix, approvedApplicant, expectDocumented, expectError, linkToken, setUpPassword, uniqueAddress, unknownToken } from '../support/contract';
import { lastMailMatching, mailsMatching } from '../support/mail-matching';
import { e2eAdmin } from '../support/mailbox';

const newPassword = 'filter-coffee-2026';

/** A new member with a password who asked for a reset link: the link's token. */
async function memberWithResetLink(request: APIRequestContext): Promise<string> {
  const { email, token } = await approvedApplicant(request);
  expect((await setUpPassword(request, email, token)).status()).toBe(200);
  expect((await request.post(`${apiPrefix}/auth/password-reset`, { data: { email } })).status()).toBe(202);
  return linkToken(email, '/reset-password');
}

/** What members' and administrators' resets answer alike: any address, a bad one, links never sent. */
const answeredAlike = (path: '/auth/password-reset' | '/admin/password-reset'): ContractCase[] => [
  {
    method: 'post',
    path,
    status: 202,
    title: 'answers alike for an address it does not know',
    async run(request, url) {
      const body = await expectDocumented(await request.post(url, { data: { email: uniqueAddress('contract.nobody') } }), 'post', path, 202);
      expect(body).toEqual({ status: 'sent' });
    },
  },
  {
    method: 'post',
    path,
    status: 400,
    title: 'an address that is not one',
    async run(request, url) {
      await expectError(await request.post(url, { data: { email: 'not an address' } }), 'post', path, 400, 'validation_failed');
    },
  },
  {
    method: 'get',
    path,
    status: 403,
    title: 'a link it never sent',
    async run(request) {
      await expectError(await request.get(`${apiPrefix}${path}?token=${unknownToken}`), 'get', path, 403, 'invalid_link');
    },
  },
  {
    method: 'post',
    path: `${path}/confirm`,
    status: 403,
    title: 'a link it never sent',
    async run(request, url) {
      await expectError(await request.post(url, { data: { token: unknownToken, password: 'monsoon-over-the-ghats' } }), 'post', `${path}/confirm`, 403, 'invalid_link');
    },
  },
];

// Each POST here spends a public-form request of the address the specs share (see auth.ts).
export const cases: ContractCase[] = [
  ...answeredAlike('/auth/password-reset'),
  ...answeredAlike('/admin/password-reset'),
  {
    method: 'get',
    path: '/auth/password-reset',
    status: 200,
    title: 'a live link, and whether it needs a code',
    async run(request) {
      const token = await memberWithResetLink(request);
      const body = await expectDocumented(await request.get(`${apiPrefix}/auth/password-reset?token=${token}`), 'get', '/auth/password-reset', 200);
      expect(body).toEqual({ twoFactor: false });
    },
  },
  {
    method: 'post',
    path: '/auth/password-reset/confirm',
    status: 200,
    title: 'sets the new password with the link',
    async run(request, url) {
      const token = await memberWithResetLink(request);
      const body = await expectDocumented(await request.post(url, { data: { token, password: newPassword } }), 'post', '/auth/password-reset/confirm', 200);
      expect(body).toEqual({ status: 'reset' });
    },
  },
  {
    method: 'post',
    path: '/auth/password-reset/confirm',
    status: 400,
    title: 'a password too short',
    async run(request, url) {
      await expectError(await request.post(url, { data: { token: unknownToken, password: 'abc' } }), 'post', '/auth/password-reset/confirm', 400, 'validation_failed');
    },
  },
  // The e2e administrator is the only one: one link is asked for here and two by the admin journey,
  // within the three an hour one address gets.
  {
    method: 'get',
    path: '/admin/password-reset',
    status: 200,
    title: 'a live administrator’s link, and whether it needs a code',
    async run(request) {
      const link = /\/admin\/reset-password\?token=([0-9a-f]{64})/;
      const before = await mailsMatching(e2eAdmin.email, link);
      expect((await request.post(`${apiPrefix}/admin/password-reset`, { data: { email: e2eAdmin.email } })).status()).toBe(202);
      const [, token] = await lastMailMatching(e2eAdmin.email, link, before + 1);
      const body = await expectDocumented(await request.get(`${apiPrefix}/admin/password-reset?token=${token}`), 'get', '/admin/password-reset', 200);
      expect(body).toEqual({ twoFactor: false });
    },
  },
  {
    method: 'post',
    path: '/admin/password-reset/confirm',
    status: 400,
    title: 'a password shorter than an administrator’s 12 characters',
    async run(request, url) {
      await expectError(await request.post(url, { data: { token: unknownToken, password: 'dosa-sambar' } }), 'post', '/admin/password-reset/confirm', 400, 'validation_failed');
    },
  },
];

export const notExercised: Record<string, string> = {
  'post /auth/password-reset 429': 'needs 301 public-form requests from one address in 10 minutes, which the other specs share; the limiter is unit-tested',
  'get /auth/password-reset 429': 'needs 31 link checks from one address in 10 minutes; the limiter is unit-tested',
  'post /auth/password-reset/confirm 401': 'needs two-factor on; the API suite and the password-reset journey cover a wrong code',
  'post /auth/password-reset/confirm 429': 'needs a run of wrong codes against the member budget; the API suite covers the throttle',
  'post /admin/password-reset 429': 'needs 301 public-form requests from one address in 10 minutes, which the other specs share; the limiter is unit-tested',
  'get /admin/password-reset 429': 'needs 31 link checks from one address in 10 minutes; the limiter is unit-tested',
  'post /admin/password-reset/confirm 200':
    'would reset the one e2e administrator, whose links (three an hour) the admin journey spends; the admin journey and the API suite (admin_password_reset_test) reset it',
  'post /admin/password-reset/confirm 401': 'needs two-factor on for the one e2e administrator; the API suite covers a wrong code and a used recovery code',
  'post /admin/password-reset/confirm 429': 'needs a run of wrong codes against the administrator’s sign-in failures; the API suite covers the throttle',
};
