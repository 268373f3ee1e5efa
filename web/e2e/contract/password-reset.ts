// The contract cases of password_reset: api/features/password_reset.yaml.
import { expect, type APIRequestContext } from '@playwright/test';

import { type ContractCase, apiPrefix, approvedApplicant, expectDocumented, expectError, linkToken, setUpPassword, uniqueAddress, unknownToken } from '../support/contract';

const newPassword = 'filter-coffee-2026';

/** A new member with a password who asked for a reset link: the link's token. */
async function memberWithResetLink(request: APIRequestContext): Promise<string> {
  const { email, token } = await approvedApplicant(request);
  expect((await setUpPassword(request, email, token)).status()).toBe(200);
  expect((await request.post(`${apiPrefix}/auth/password-reset`, { data: { email } })).status()).toBe(202);
  return linkToken(email, '/reset-password');
}

// Each POST here spends a public-form request of the address the specs share (see auth.ts).
export const cases: ContractCase[] = [
  {
    method: 'post',
    path: '/auth/password-reset',
    status: 202,
    title: 'answers alike for an address it does not know',
    async run(request, url) {
      const body = await expectDocumented(await request.post(url, { data: { email: uniqueAddress('contract.nobody') } }), 'post', '/auth/password-reset', 202);
      expect(body).toEqual({ status: 'sent' });
    },
  },
  {
    method: 'post',
    path: '/auth/password-reset',
    status: 400,
    title: 'an address that is not one',
    async run(request, url) {
      await expectError(await request.post(url, { data: { email: 'not an address' } }), 'post', '/auth/password-reset', 400, 'validation_failed');
    },
  },
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
    method: 'get',
    path: '/auth/password-reset',
    status: 403,
    title: 'a link it never sent',
    async run(request) {
      await expectError(await request.get(`${apiPrefix}/auth/password-reset?token=${unknownToken}`), 'get', '/auth/password-reset', 403, 'invalid_link');
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
  {
    method: 'post',
    path: '/auth/password-reset/confirm',
    status: 403,
    title: 'a link it never sent',
    async run(request, url) {
      await expectError(await request.post(url, { data: { token: unknownToken, password: newPassword } }), 'post', '/auth/password-reset/confirm', 403, 'invalid_link');
    },
  },
];

export const notExercised: Record<string, string> = {
  'post /auth/password-reset 429': 'needs 101 public-form requests from one address in 10 minutes, which the other specs share; the limiter is unit-tested',
  'get /auth/password-reset 429': 'needs 31 link checks from one address in 10 minutes; the limiter is unit-tested',
  'post /auth/password-reset/confirm 401': 'needs two-factor on; the API suite and the password-reset journey cover a wrong code',
  'post /auth/password-reset/confirm 429': 'needs a run of wrong codes against the member budget; the API suite covers the throttle',
};
