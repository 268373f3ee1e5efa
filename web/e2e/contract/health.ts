// The contract cases of health: api/features/health.yaml.
import { expect } from '@playwright/test';

import { type ContractCase, expectDocumented } from '../support/contract';

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/health',
    status: 200,
    title: 'reports a healthy server',
    async run(request, url) {
      const body = await expectDocumented(await request.get(url), 'get', '/health', 200);
      expect(body).toMatchObject({ status: 'ok', db: 'ok' });
    },
  },
];

export const notExercised: Record<string, string> = {
  'get /health 503': 'needs an unreachable database; the e2e server has a working one',
};
