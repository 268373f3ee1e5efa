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

/** The demo investor's pending introduction to the demo founder, asked for once; the founder is signed in after. */
async function introductionToFounder(request: APIRequestContext): Promise<string | undefined> {
  const fresh = await startups(request);
  const liked = (await (await request.get(`${apiPrefix}/investor/liked`)).json()) as { items: StartupCard[] };
  const founder = [...fresh, ...liked.items].find((card) => card.founderName === demoFounder.name);
  if (founder) {
    expect((await request.post(`${apiPrefix}/investor/startups/${founder.founderId}/like`, { data: {} })).status()).toBe(204);
    // 201, or 409 while the one asked for earlier is pending: either way one waits for the founder.
    await request.post(`${apiPrefix}/investor/startups/${founder.founderId}/contact`, { data: { message: 'Coffee in Bengaluru?' } });
  }
  await signIn(request);
  const requests = (await (await request.get(`${apiPrefix}/requests`)).json()) as { introductions: { id: string }[] };
  return requests.introductions[0]?.id;
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
      await expectError(await request.get(`${apiPrefix}/investor/startups`), 'get', '/investor/startups', 403, 'kind_not_granted');
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
        await expectError(response, 'post', `/investor/startups/{founderId}/${verb}`, 403, 'kind_not_granted');
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
      await expectError(await request.post(`${apiPrefix}/investor/startups/${unknownId}/contact`, { data: {} }), 'post', '/investor/startups/{founderId}/contact', 403, 'kind_not_granted');
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
      await expectError(await request.get(`${apiPrefix}/investor/liked`), 'get', '/investor/liked', 403, 'kind_not_granted');
    },
  },
  unauthenticated('get', '/investor/liked'),
  // The founder's requests page: investors' introductions beside cofounder applications.
  {
    method: 'get',
    path: '/requests',
    status: 200,
    title: "shows the demo investor's introduction to the demo founder",
    async run(request) {
      await introductionToFounder(request);
      await expectDocumented(await request.get(`${apiPrefix}/requests`), 'get', '/requests', 200);
    },
  },
  unauthenticated('get', '/requests'),
  {
    method: 'post',
    path: '/requests/introductions/{id}/decline',
    status: 204,
    title: "declines the demo investor's introduction",
    async run(request) {
      const id = await introductionToFounder(request);
      if (!id) throw new Error('no introduction to decline');
      await expectDocumentedEmpty(await request.post(`${apiPrefix}/requests/introductions/${id}/decline`, { data: {} }), 'post', '/requests/introductions/{id}/decline', 204);
    },
  },
  ...(['accept', 'decline'] as const).flatMap((verb): ContractCase[] => [
    {
      method: 'post',
      path: `/requests/introductions/{id}/${verb}`,
      status: 404,
      title: 'knows no such introduction',
      async run(request) {
        await signIn(request);
        await expectError(await request.post(`${apiPrefix}/requests/introductions/${unknownId}/${verb}`, { data: {} }), 'post', `/requests/introductions/{id}/${verb}`, 404, 'not_found');
      },
    },
    {
      method: 'post',
      path: `/requests/introductions/{id}/${verb}`,
      status: 409,
      title: 'refuses an introduction already answered',
      async run(request) {
        const id = await introductionToFounder(request);
        if (!id) throw new Error('no introduction to answer');
        expect((await request.post(`${apiPrefix}/requests/introductions/${id}/decline`, { data: {} })).status()).toBe(204);
        await expectError(await request.post(`${apiPrefix}/requests/introductions/${id}/${verb}`, { data: {} }), 'post', `/requests/introductions/{id}/${verb}`, 409, 'already_answered');
      },
    },
    unauthenticated('post', `/requests/introductions/{id}/${verb}`, `/requests/introductions/${unknownId}/${verb}`),
    {
      method: 'post',
      path: `/requests/applications/{id}/${verb}`,
      status: 404,
      title: 'knows no such application',
      async run(request) {
        await signIn(request);
        await expectError(await request.post(`${apiPrefix}/requests/applications/${unknownId}/${verb}`, { data: {} }), 'post', `/requests/applications/{id}/${verb}`, 404, 'not_found');
      },
    },
    unauthenticated('post', `/requests/applications/{id}/${verb}`, `/requests/applications/${unknownId}/${verb}`),
  ]),
  {
    method: 'post',
    path: '/requests/applications/{id}/decline',
    status: 400,
    title: 'refuses a note over 500 characters',
    async run(request) {
      await signIn(request);
      const response = await request.post(`${apiPrefix}/requests/applications/${unknownId}/decline`, { data: { note: 'n'.repeat(501) } });
      await expectError(response, 'post', '/requests/applications/{id}/decline', 400, 'validation_failed');
    },
  },
];

export const notExercised: Record<string, string> = {
  'post /requests/applications/{id}/accept 200':
    'needs a cofounder application approved for the demo founder, which only the sending side makes; the API suite covers it on both engines',
  'post /requests/applications/{id}/accept 409': 'as above',
  'post /requests/applications/{id}/decline 204': 'as above',
  'post /requests/applications/{id}/decline 409': 'as above',
  'post /requests/introductions/{id}/accept 200':
    'would connect the demo founder with the demo investor, which changes what the Discover and Inbox journeys see; the API suite covers it',
};
