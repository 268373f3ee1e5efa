// Generates src/lib/api-types.ts from the HTTP contract (api/openapi.yaml and api/features/*.yaml,
// joined by merge-api.mjs). scripts/gen-api.test.ts calls generateApiTypes() too, so a stale
// committed file fails the tests.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import openapiTS, { astToString } from 'openapi-typescript';

import { mergeContract } from './merge-api.mjs';

export const typesUrl = new URL('../src/lib/api-types.ts', import.meta.url);

const banner = `/**
 * Generated from api/openapi.yaml and api/features/*.yaml by \`npm run gen:api\` (openapi-typescript).
 * Do not edit by hand.
 */

`;

export async function generateApiTypes() {
  const ast = await openapiTS(mergeContract(), { alphabetize: false, exportType: true });
  return banner + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(typesUrl, await generateApiTypes());
  console.log(`wrote ${fileURLToPath(typesUrl)}`);
}
