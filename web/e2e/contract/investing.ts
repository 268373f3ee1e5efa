// The contract cases of investing: api/features/investing.yaml.
import { expect, type APIRequestContext } from '@playwright/test';

import { type ContractCase, type StartupCard, apiPrefix, expectDocumented, expectDocumentedEmpty, expectError, signIn, signInAs, startups, unauthenticated, unknownId } from '../support/contract';
import { demoFounder, demoInvestor, demoMentor } from '../support/demo';

/** A startup near the end of the demo investor's list, neither pitched nor the demo founder's. */
async function someStartup(request: APIRequestContext, fromEnd: number): Promise<StartupCard> {
  const list = (await startups(request)).filter((card) => !card.pitched && card.founderName !== demoFounder.name);
  const card = list.at(-fromEnd);
  if (!card) throw new Error('no startup left for the demo investor');
  return card;
}

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/investor/startups',
    status: 200,
    title: 'puts the pitched startups first',
    async run(request) {
      await signInAs(request, demoInvestor);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/investor/startups`), 'get', '/investor/startups', 200)) as { items: StartupCard[] };
      expect(body.items[0]?.pitched).toBe(true);
    },
  },
  {
    method: 'get',
    path: '/investor/startups',
    status: 400,
    title: 'refuses a limit out of range',
    async run(request) {
      await signInAs(request, demoInvestor);
      await expectError(await request.get(`${apiPrefix}/investor/startups?limit=0`), 'get', '/investor/startups', 400, 'validation_failed');
    },
  },
  {
    method: 'get',
    path: '/investor/startups',
    status: 403,
    title: 'is for investors only',
    async run(request) {
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/investor/startups`), 'get', '/investor/startups', 403, 'not_an_investor');
    },
  },
  unauthenticated('get', '/investor/startups'),
  ...(['like', 'skip'] as const).flatMap((verb, index): ContractCase[] => [
    {
      method: 'post',
      path: `/investor/startups/{founderId}/${verb}`,
      status: 204,
      title: `records a ${verb}`,
      async run(request) {
        const card = await someStartup(request, index + 3);
        const response = await request.post(`${apiPrefix}/investor/startups/${card.founderId}/${verb}`, { data: {} });
        await expectDocumentedEmpty(response, 'post', `/investor/startups/{founderId}/${verb}`, 204);
      },
    },
    {
      method: 'post',
      path: `/investor/startups/{founderId}/${verb}`,
      status: 403,
      title: 'is for investors only',
      async run(request) {
        await signInAs(request, demoMentor);
        const response = await request.post(`${apiPrefix}/investor/startups/${unknownId}/${verb}`, { data: {} });
        await expectError(response, 'post', `/investor/startups/{founderId}/${verb}`, 403, 'not_an_investor');
      },
    },
    {
      method: 'post',
      path: `/investor/startups/{founderId}/${verb}`,
      status: 404,
      title: 'knows no such founder',
      async run(request) {
        await signInAs(request, demoInvestor);
        const response = await request.post(`${apiPrefix}/investor/startups/${unknownId}/${verb}`, { data: {} });
        await expectError(response, 'post', `/investor/startups/{founderId}/${verb}`, 404, 'not_found');
      },
    },
    unauthenticated('post', `/investor/startups/{founderId}/${verb}`, `/investor/startups/${unknownId}/${verb}`),
  ]),
  {
    method: 'post',
    path: '/investor/startups/{founderId}/contact',
    status: 201,
    title: "asks a liked startup's founder for an introduction",
    async run(request) {
      const card = await someStartup(request, 1);
      expect((await request.post(`${apiPrefix}/investor/startups/${card.founderId}/like`, { data: {} })).status()).toBe(204);
      const response = await request.post(`${apiPrefix}/investor/startups/${card.founderId}/contact`, { data: { message: 'Can we talk next week?' } });
      const body = (await expectDocumented(response, 'post', '/investor/startups/{founderId}/contact', 201)) as { introduction: { status: string } };
      expect(body.introduction.status).toBe('pending');
    },
  },
  {
    method: 'post',
    path: '/investor/startups/{founderId}/contact',
    status: 400,
    title: 'refuses a message over 1000 characters',
    async run(request) {
      await signInAs(request, demoInvestor);
      const response = await request.post(`${apiPrefix}/investor/startups/${unknownId}/contact`, { data: { message: 'm'.repeat(1001) } });
      await expectError(response, 'post', '/investor/startups/{founderId}/contact', 400, 'validation_failed');
    },
  },
  {
    method: 'post',
    path: '/investor/startups/{founderId}/contact',
    status: 403,
    title: 'is for investors only',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/investor/startups/${unknownId}/contact`, { data: {} }), 'post', '/investor/startups/{founderId}/contact', 403, 'not_an_investor');
    },
  },
  {
    method: 'post',
    path: '/investor/startups/{founderId}/contact',
    status: 409,
    title: 'refuses a startup not liked',
    async run(request) {
      const card = await someStartup(request, 5);
      await expectError(await request.post(`${apiPrefix}/investor/startups/${card.founderId}/contact`, { data: {} }), 'post', '/investor/startups/{founderId}/contact', 409, 'not_liked');
    },
  },
  {
    method: 'post',
    path: '/investor/startups/{founderId}/contact',
    status: 404,
    title: 'knows no founder out of view',
    async run(request) {
      await signInAs(request, demoInvestor);
      await expectError(await request.post(`${apiPrefix}/investor/startups/${unknownId}/contact`, { data: {} }), 'post', '/investor/startups/{founderId}/contact', 404, 'not_found');
    },
  },
  unauthenticated('post', '/investor/startups/{founderId}/contact', `/investor/startups/${unknownId}/contact`),
  {
    method: 'get',
    path: '/investor/liked',
    status: 200,
    title: 'lists the liked startups',
    async run(request) {
      const card = await someStartup(request, 2);
      expect((await request.post(`${apiPrefix}/investor/startups/${card.founderId}/like`, { data: {} })).status()).toBe(204);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/investor/liked`), 'get', '/investor/liked', 200)) as { items: unknown[] };
      expect(body.items.length).toBeGreaterThan(0);
    },
  },
  {
    method: 'get',
    path: '/investor/liked',
    status: 403,
    title: 'is for investors only',
    async run(request) {
      await signInAs(request, demoMentor);
      await expectError(await request.get(`${apiPrefix}/investor/liked`), 'get', '/investor/liked', 403, 'not_an_investor');
    },
  },
  unauthenticated('get', '/investor/liked'),
];
