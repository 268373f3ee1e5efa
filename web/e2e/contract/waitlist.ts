// The contract cases of waitlist: api/features/waitlist.yaml.
import { expect, type APIRequestContext } from '@playwright/test';

import { type ContractCase, apiPrefix, expectDocumented, expectError, linkToken, requestSchema, schemaErrors, uniqueAddress, unknownToken } from '../support/contract';

async function waitlistChangeToken(request: APIRequestContext): Promise<string> {
  const email = uniqueAddress('contract.waitlist');
  for (const city of ['Pune', 'Nashik']) {
    const response = await request.post(`${apiPrefix}/waitlist`, { data: { name: 'Meher Kapoor', email, role: 'Founder', city } });
    expect(response.status(), await response.text()).toBe(201);
  }
  return linkToken(email, '/waitlist/confirm');
}

let sharedWaitlistToken: Promise<string> | undefined;

const waitlistToken = (request: APIRequestContext) => (sharedWaitlistToken ??= waitlistChangeToken(request));

export const cases: ContractCase[] = [
  {
    method: 'post',
    path: '/waitlist',
    status: 201,
    title: 'accepts a valid entry',
    async run(request, url) {
      const entry = {
        name: 'Kavya Raman',
        email: `contract.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`,
        role: 'Investor',
        city: 'Chennai',
        bio: 'Angel investor in climate and agritech.',
      };
      expect(schemaErrors(requestSchema('post', '/waitlist'), entry), 'the request itself conforms').toEqual([]);
      const body = await expectDocumented(await request.post(url, { data: entry }), 'post', '/waitlist', 201);
      expect(body).toEqual({ status: 'joined' });
    },
  },
  {
    method: 'post',
    path: '/waitlist',
    status: 400,
    title: 'names the invalid fields',
    async run(request, url) {
      const entry = { name: '   ', email: 'not-an-address', role: 'Astronaut', city: 'Mumbai' };
      expect(schemaErrors(requestSchema('post', '/waitlist'), entry), 'the request is invalid').not.toEqual([]);
      const body = (await expectDocumented(await request.post(url, { data: entry }), 'post', '/waitlist', 400)) as {
        error: { code: string; fields?: Record<string, string> };
      };
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['email', 'name', 'role']);
    },
  },
  {
    method: 'post',
    path: '/waitlist',
    status: 415,
    title: 'refuses a body that is not JSON',
    async run(request, url) {
      const response = await request.post(url, {
        headers: { 'Content-Type': 'text/plain' },
        data: 'name=Kavya&email=kavya@example.in',
      });
      const body = (await expectDocumented(response, 'post', '/waitlist', 415)) as { error: { code: string } };
      expect(body.error.code).toBe('unsupported_media_type');
    },
  },
  {
    method: 'post',
    path: '/waitlist',
    status: 413,
    title: 'refuses a 2 MB body',
    async run(request, url) {
      const name = 'x'.repeat(2 * 1024 * 1024);
      const data = JSON.stringify({ name, email: 'big@example.in', role: 'Founder', city: 'Delhi' });
      const response = await request.post(url, { headers: { 'Content-Type': 'application/json' }, data });
      const body = (await expectDocumented(response, 'post', '/waitlist', 413)) as { error: { code: string } };
      expect(body.error.code).toBe('payload_too_large');
    },
  },
  {
    method: 'get',
    path: '/waitlist/change',
    status: 200,
    title: 'shows what the link would apply',
    async run(request, url) {
      const token = await waitlistToken(request);
      const body = (await expectDocumented(await request.get(`${url}?token=${token}`), 'get', '/waitlist/change', 200)) as {
        proposed: { city: string };
      };
      expect(body.proposed.city).toBe('Nashik');
    },
  },
  {
    method: 'get',
    path: '/waitlist/change',
    status: 403,
    title: 'knows no such link',
    async run(request, url) {
      await expectError(await request.get(`${url}?token=${unknownToken}`), 'get', '/waitlist/change', 403, 'invalid_token');
    },
  },
  {
    method: 'post',
    path: '/waitlist/change',
    status: 200,
    title: 'applies the change once',
    async run(request, url) {
      const token = await waitlistToken(request);
      const body = await expectDocumented(await request.post(url, { data: { token } }), 'post', '/waitlist/change', 200);
      expect(body).toEqual({ status: 'joined' });
      await expectError(await request.post(url, { data: { token } }), 'post', '/waitlist/change', 403, 'invalid_token');
    },
  },
  {
    method: 'post',
    path: '/waitlist/change',
    status: 403,
    title: 'refuses an unknown link',
    async run(request, url) {
      await expectError(await request.post(url, { data: { token: unknownToken } }), 'post', '/waitlist/change', 403, 'invalid_token');
    },
  },
];

export const notExercised: Record<string, string> = {
  'post /waitlist 429': 'needs 11 POSTs from one address, more than the shared rate-limit budget of the e2e run',
  'get /waitlist/change 429': 'as above, the same limiter',
  'post /waitlist/change 429': 'as above, the same limiter',
};
