// The contract cases of score: api/features/score.yaml.
import { expect } from '@playwright/test';

import { type ContractCase, apiPrefix, expectDocumented, signIn, unauthenticated } from '../support/contract';

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/me/score',
    status: 200,
    title: 'my founder score with today in its history',
    async run(request) {
      await signIn(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/me/score`), 'get', '/me/score', 200)) as { history: unknown[]; achievements: unknown[] };
      expect(body.history.length).toBeGreaterThan(0);
      expect(body.achievements).toHaveLength(10);
    },
  },
  unauthenticated('get', '/me/score'),
];
