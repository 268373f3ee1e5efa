// The contract cases of discover: api/features/discover.yaml.
import { expect } from '@playwright/test';

import { type ContractCase, apiPrefix, connectWithAdmirer, expectDocumented, expectError, signIn, someInvestor, unauthenticated, unknownId } from '../support/contract';

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/discover',
    status: 200,
    title: "deals a scored deck with credits, today's matches first",
    async run(request) {
      await signIn(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/discover`), 'get', '/discover', 200)) as {
        cards: { id: string; matchPercentage: number; today: boolean }[];
        recommendations: string[];
        todayTotal: number;
      };
      expect(body.cards.length).toBe(20);
      expect(body.recommendations.length).toBeLessThanOrEqual(10);
      const today = body.cards.filter((card) => card.today);
      expect(body.cards.slice(0, today.length)).toEqual(today);
      expect(today.length).toBeLessThanOrEqual(body.todayTotal);
      for (const part of [today, body.cards.filter((card) => !card.today)]) {
        const scores = part.map((card) => card.matchPercentage);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }
      const again = (await (await request.get(`${apiPrefix}/discover`)).json()) as typeof body;
      expect(again.cards.filter((card) => card.today).map((card) => card.id)).toEqual(today.map((card) => card.id));
    },
  },
  {
    method: 'get',
    path: '/discover',
    status: 400,
    title: 'refuses an unknown scenario',
    async run(request) {
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/discover?scenario=astronaut`), 'get', '/discover', 400, 'validation_failed');
    },
  },
  unauthenticated('get', '/discover'),
  {
    method: 'get',
    path: '/me/match-preferences',
    status: 200,
    title: 'reads my match preferences',
    async run(request) {
      await signIn(request);
      const body = await expectDocumented(await request.get(`${apiPrefix}/me/match-preferences`), 'get', '/me/match-preferences', 200);
      expect(body).toMatchObject({ industry: expect.any(String), showInvestors: expect.any(Boolean) });
    },
  },
  unauthenticated('get', '/me/match-preferences'),
  {
    method: 'put',
    path: '/me/match-preferences',
    status: 200,
    title: 'saves a must-have that the deck honours, then puts it back',
    async run(request) {
      await signIn(request);
      const url = `${apiPrefix}/me/match-preferences`;
      const before = await (await request.get(url)).json();
      try {
        const body = await expectDocumented(await request.put(url, { data: { industry: 'must', showInvestors: false } }), 'put', '/me/match-preferences', 200);
        expect(body).toMatchObject({ industry: 'must', showInvestors: false });
        const deck = (await expectDocumented(await request.get(`${apiPrefix}/discover`), 'get', '/discover', 200)) as {
          cards: { memberRole: string | null; matchPreferences: { factor: string; preference: string }[] }[];
        };
        for (const card of deck.cards) {
          expect(card.memberRole).not.toBe('Investor');
          expect(card.matchPreferences).toContainEqual({ factor: 'industry', preference: 'must' });
        }
      } finally {
        await request.put(url, { data: before });
      }
    },
  },
  {
    method: 'put',
    path: '/me/match-preferences',
    status: 400,
    title: 'refuses a preference that is not must, nice or dont_care',
    async run(request) {
      await signIn(request);
      const body = await expectError(
        await request.put(`${apiPrefix}/me/match-preferences`, { data: { stage: 'sometimes' } }),
        'put',
        '/me/match-preferences',
        400,
        'validation_failed',
      );
      expect(Object.keys(body.error.fields ?? {})).toEqual(['stage']);
    },
  },
  unauthenticated('put', '/me/match-preferences'),
  {
    method: 'get',
    path: '/discover/daily-email',
    status: 200,
    title: 'says the daily matches e-mail is off until turned on',
    async run(request) {
      await signIn(request);
      const body = await expectDocumented(await request.get(`${apiPrefix}/discover/daily-email`), 'get', '/discover/daily-email', 200);
      expect(body).toEqual({ email: false });
    },
  },
  unauthenticated('get', '/discover/daily-email'),
  {
    method: 'put',
    path: '/discover/daily-email',
    status: 200,
    title: 'turns the daily matches e-mail on',
    async run(request) {
      await signIn(request);
      const response = await request.put(`${apiPrefix}/discover/daily-email`, { data: { email: true } });
      expect(await expectDocumented(response, 'put', '/discover/daily-email', 200)).toEqual({ email: true });
      await request.put(`${apiPrefix}/discover/daily-email`, { data: { email: false } });
    },
  },
  {
    method: 'put',
    path: '/discover/daily-email',
    status: 400,
    title: 'refuses an answer that is not true or false',
    async run(request) {
      await signIn(request);
      const response = await request.put(`${apiPrefix}/discover/daily-email`, { data: { email: 'yes' } });
      await expectError(response, 'put', '/discover/daily-email', 400, 'validation_failed');
    },
  },
  unauthenticated('put', '/discover/daily-email'),
  {
    method: 'post',
    path: '/swipes',
    status: 200,
    title: 'records a pass',
    async run(request) {
      await signIn(request);
      const target = await someInvestor(request);
      const body = await expectDocumented(
        await request.post(`${apiPrefix}/swipes`, { data: { target: target.id, decision: 'pass' } }),
        'post',
        '/swipes',
        200,
      );
      expect(body).toMatchObject({ target: target.id, decision: 'pass', state: 'passed', connectionId: null });
    },
  },
  {
    method: 'post',
    path: '/swipes',
    status: 400,
    title: 'refuses a decision that is neither pass nor connect',
    async run(request) {
      await signIn(request);
      const target = await someInvestor(request);
      const response = await request.post(`${apiPrefix}/swipes`, { data: { target: target.id, decision: 'maybe' } });
      await expectError(response, 'post', '/swipes', 400, 'validation_failed');
    },
  },
  unauthenticated('post', '/swipes'),
  {
    method: 'post',
    path: '/swipes',
    status: 404,
    title: 'knows no such member',
    async run(request) {
      await signIn(request);
      const response = await request.post(`${apiPrefix}/swipes`, { data: { target: unknownId, decision: 'pass' } });
      await expectError(response, 'post', '/swipes', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: '/swipes',
    status: 409,
    title: 'keeps the first decision',
    async run(request) {
      await signIn(request);
      const target = await someInvestor(request);
      expect((await request.post(`${apiPrefix}/swipes`, { data: { target: target.id, decision: 'pass' } })).status()).toBe(200);
      const response = await request.post(`${apiPrefix}/swipes`, { data: { target: target.id, decision: 'connect' } });
      await expectError(response, 'post', '/swipes', 409, 'already_swiped');
    },
  },
  {
    method: 'post',
    path: '/swipes',
    status: 200,
    title: 'answers a repeated swipe as the first',
    async run(request) {
      await signIn(request);
      const target = await someInvestor(request);
      const data = { target: target.id, decision: 'pass' };
      const first = await expectDocumented(await request.post(`${apiPrefix}/swipes`, { data }), 'post', '/swipes', 200);
      const again = await expectDocumented(await request.post(`${apiPrefix}/swipes`, { data }), 'post', '/swipes', 200);
      expect(again).toEqual(first);
    },
  },
  unauthenticated('get', '/connections'),
  {
    method: 'get',
    path: '/connections',
    status: 200,
    title: 'lists connections a page at a time',
    async run(request) {
      await signIn(request);
      await connectWithAdmirer(request);
      const first = (await expectDocumented(await request.get(`${apiPrefix}/connections?limit=1`), 'get', '/connections', 200)) as {
        connections: { id: string }[];
        nextCursor: string | null;
      };
      expect(first.connections.length).toBe(1);
      if (first.nextCursor === null) return;
      const next = (await expectDocumented(
        await request.get(`${apiPrefix}/connections?${new URLSearchParams({ limit: '1', cursor: first.nextCursor }).toString()}`),
        'get',
        '/connections',
        200,
      )) as { connections: { id: string }[] };
      expect(next.connections.map((connection) => connection.id)).not.toContain(first.connections[0]?.id);
    },
  },
  {
    method: 'get',
    path: '/connections',
    status: 400,
    title: 'names a cursor it did not give out',
    async run(request) {
      await signIn(request);
      const response = await request.get(`${apiPrefix}/connections?cursor=not-a-cursor`);
      const body = (await expectDocumented(response, 'get', '/connections', 400)) as { error: { code: string; fields?: Record<string, string> } };
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields ?? {})).toEqual(['cursor']);
    },
  },
];
