// The contract cases of pitches: api/features/pitches.yaml.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

import { type Card, type ContractCase, apiPrefix, expectDocumented, expectDocumentedEmpty, expectError, signIn, unauthenticated, unknownId } from '../support/contract';

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
];

export const notExercised: Record<string, string> = {
  'post /pitches 429': "needs the demo founder's whole weekly allowance, which the journeys share; the API suite covers it (50 concurrent sends) on both engines",
};
