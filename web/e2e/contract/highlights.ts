// The contract cases of highlights: api/features/highlights.yaml.
import { expect } from '@playwright/test';

import { type ContractCase, apiPrefix, expectDocumented, signIn, unauthenticated } from '../support/contract';

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/me/highlights',
    status: 200,
    title: 'my recent activity and the trending founders',
    async run(request) {
      await signIn(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/me/highlights`), 'get', '/me/highlights', 200)) as { recentActivity: unknown[] };
      // The demo content has members view the demo founder's profile.
      expect(body.recentActivity.length).toBeGreaterThan(0);
    },
  },
  unauthenticated('get', '/me/highlights'),
];
