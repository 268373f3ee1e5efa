// The contract cases of pitches: api/features/pitches.yaml.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

import { type Card, type ContractCase, type StartupCard, apiPrefix, expectDocumented, expectDocumentedEmpty, expectError, signIn, startups, unauthenticated, unknownId } from '../support/contract';
import { demoFounder } from '../support/demo';

// ---------------------------------------------------------------------------------------------
// Card screens and pitches (docs/pitches.md). The demo founder sends at most two applications,
// to the mentors at the far end of the Mentors screen, and passes on the last investor card.

const cardsPath = '/matches/{kind}';
const passPath = '/matches/{kind}/{id}/pass';

/** The last (lowest-ranked) card of a screen still shown to the demo founder. */
async function lastCard(request: APIRequestContext, kind: 'cofounders' | 'mentors' | 'investors'): Promise<Card> {
  const response = await request.get(`${apiPrefix}/matches/${kind}?limit=50`);
  expect(response.status()).toBe(200);
  const card = ((await response.json()) as { cards: Card[] }).cards.at(-1);
  if (!card) throw new Error(`no ${kind} card left`);
  return card;
}

let pitchedMentor: string | undefined;

/** Applies to the last mentor card; remembers whom, so a second application meets the open one. */
async function applyToLastMentor(request: APIRequestContext): Promise<APIResponse> {
  await signIn(request);
  const mentor = await lastCard(request, 'mentors');
  const response = await request.post(`${apiPrefix}/pitches`, {
    data: { kind: 'mentor', targetId: mentor.id, message: 'Could you help us price credit for kiranas?' },
  });
  if (response.status() === 201) pitchedMentor = mentor.id;
  return response;
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
    path: cardsPath,
    status: 200,
    title: 'deals the mentor cards, best match first, with the allowance',
    async run(request) {
      await signIn(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/matches/mentors?limit=10`), 'get', cardsPath, 200)) as {
        cards: { matchPercentage: number }[];
        allowance: { weekly: number };
      };
      expect(body.cards.length).toBeGreaterThan(0);
      const scores = body.cards.map((card) => card.matchPercentage);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(body.allowance.weekly).toBeGreaterThan(0);
    },
  },
  {
    method: 'get',
    path: cardsPath,
    status: 400,
    title: 'refuses an industry outside the filter list',
    async run(request) {
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/matches/investors?industry=Fintech`), 'get', cardsPath, 400, 'validation_failed');
    },
  },
  {
    method: 'get',
    path: cardsPath,
    status: 404,
    title: 'no such card screen',
    async run(request) {
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/matches/friends`), 'get', cardsPath, 404, 'not_found');
    },
  },
  unauthenticated('get', cardsPath, '/matches/mentors'),
  {
    method: 'post',
    path: passPath,
    status: 204,
    title: 'a passed investor card does not come back',
    async run(request) {
      await signIn(request);
      const investor = await lastCard(request, 'investors');
      await expectDocumentedEmpty(await request.post(`${apiPrefix}/matches/investors/${investor.id}/pass`), 'post', passPath, 204);
      const after = (await (await request.get(`${apiPrefix}/matches/investors?limit=50`)).json()) as { cards: Card[] };
      expect(after.cards.map((card) => card.id)).not.toContain(investor.id);
    },
  },
  {
    method: 'post',
    path: passPath,
    status: 404,
    title: 'no such member',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/matches/investors/${unknownId}/pass`), 'post', passPath, 404, 'not_found');
    },
  },
  unauthenticated('post', passPath, `/matches/investors/${unknownId}/pass`),
  {
    method: 'post',
    path: '/pitches',
    status: 201,
    title: 'an application waits for an administrator',
    async run(request) {
      const body = (await expectDocumented(await applyToLastMentor(request), 'post', '/pitches', 201)) as {
        pitch: { kind: string; status: string };
        allowance: { used: number };
      };
      expect(body.pitch).toMatchObject({ kind: 'mentor', status: 'pending' });
      expect(body.allowance.used).toBeGreaterThan(0);
    },
  },
  {
    method: 'post',
    path: '/pitches',
    status: 409,
    title: 'one open application per member',
    async run(request) {
      if (!pitchedMentor) expect((await applyToLastMentor(request)).status()).toBe(201);
      await signIn(request);
      const again = await request.post(`${apiPrefix}/pitches`, { data: { kind: 'mentor', targetId: pitchedMentor, message: 'Again?' } });
      await expectError(again, 'post', '/pitches', 409, 'already_open');
    },
  },
  {
    method: 'post',
    path: '/pitches',
    status: 400,
    title: 'refuses a blank pitch, naming the message',
    async run(request) {
      await signIn(request);
      const response = await request.post(`${apiPrefix}/pitches`, { data: { kind: 'investor', targetId: unknownId, message: '  ' } });
      const body = (await expectDocumented(response, 'post', '/pitches', 400)) as { error: { fields: Record<string, string> } };
      expect(body.error.fields.message).toBe('Please write a pitch message.');
    },
  },
  {
    method: 'post',
    path: '/pitches',
    status: 404,
    title: 'no such investor',
    async run(request) {
      await signIn(request);
      const response = await request.post(`${apiPrefix}/pitches`, { data: { kind: 'investor', targetId: unknownId, message: 'Hello' } });
      await expectError(response, 'post', '/pitches', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: '/pitches',
    status: 415,
    title: 'only takes JSON',
    async run(request) {
      await signIn(request);
      const response = await request.post(`${apiPrefix}/pitches`, { data: 'kind=investor', headers: { 'Content-Type': 'text/plain' } });
      expect(response.status()).toBe(415);
      await expectDocumented(response, 'post', '/pitches', 415);
    },
  },
  unauthenticated('post', '/pitches'),
  {
    method: 'get',
    path: '/pitches/sent',
    status: 200,
    title: 'lists what I sent, newest first',
    async run(request) {
      await signIn(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/pitches/sent`), 'get', '/pitches/sent', 200)) as {
        items: { createdAt: string }[];
      };
      const times = body.items.map((item) => item.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    },
  },
  unauthenticated('get', '/pitches/sent'),
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
  'post /pitches 429': "needs the demo founder's whole weekly allowance, which the journeys share; the API suite covers it (50 concurrent sends) on both engines",
  'post /requests/applications/{id}/accept 200':
    'needs a cofounder application approved for the demo founder, which only the sending side makes; the API suite covers it on both engines',
  'post /requests/applications/{id}/accept 409': 'as above',
  'post /requests/applications/{id}/decline 204': 'as above',
  'post /requests/applications/{id}/decline 409': 'as above',
  'post /requests/introductions/{id}/accept 200':
    'would connect the demo founder with the demo investor, which changes what the Discover and Inbox journeys see; the API suite covers it',
};
