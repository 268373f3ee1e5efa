// The contract cases of analytics: api/features/analytics.yaml.
import { expect } from '@playwright/test';

import { type ContractCase, apiPrefix, expectDocumented, expectError, signIn, unauthenticated } from '../support/contract';

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/me/analytics',
    status: 200,
    title: 'seven days of figures against the seven before',
    async run(request) {
      await signIn(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/me/analytics?range=7d`), 'get', '/me/analytics', 200)) as { series: unknown[] };
      expect(body.series).toHaveLength(7);
    },
  },
  {
    method: 'get',
    path: '/me/analytics',
    status: 400,
    title: 'a range not in the list',
    async run(request) {
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/me/analytics?range=1y`), 'get', '/me/analytics', 400, 'validation_failed');
    },
  },
  unauthenticated('get', '/me/analytics'),
];
