// @vitest-environment node
import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { generateApiTypes, typesUrl } from './gen-api.mjs';

describe('src/lib/api-types.ts', () => {
  it('matches the contract, api/openapi.yaml and api/features/*.yaml (run `npm run gen:api` when this fails)', async () => {
    const committed = await readFile(typesUrl, 'utf8');
    expect(committed).toBe(await generateApiTypes());
  });
});
