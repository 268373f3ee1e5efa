// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

import { mergeContract, readFragments } from './merge-api.mjs';

const serverFeatures = new URL('../../server/src/features/', import.meta.url);

/** Every file under `dir`, read as text. */
function sourcesUnder(dir: URL): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

describe('api/features/*.yaml', () => {
  it('are named after server features, and each documents only paths its feature registers', () => {
    const base = mergeContract().servers?.[0]?.url ?? '';
    const misplaced = readFragments().flatMap(({ feature, file, document }) => {
      const folder = new URL(`${feature}/`, serverFeatures);
      if (!existsSync(folder)) return [`${file}: server/src/features/${feature}/ does not exist`];
      const sources = sourcesUnder(folder).join('\n');
      return Object.keys(document.paths ?? {})
        .filter((path) => {
          const pattern = path.replaceAll(/\{(\w+)\}/g, ':$1'); // the router's notation
          return ![`"${base}${pattern}"`, `"${pattern}"`].some((literal) => sources.includes(literal));
        })
        .map((path) => `${file}: ${path} is not a route of server/src/features/${feature}/`);
    });
    expect(misplaced).toEqual([]);
  });
});

describe('mergeContract', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A contract folder with `files` ("openapi.yaml", "features/x.yaml": text) in a fresh temporary directory. */
  function contract(files: Record<string, string>): URL {
    dir = mkdtempSync(join(tmpdir(), 'sangam-contract-'));
    mkdirSync(join(dir, 'features'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return pathToFileURL(`${dir}/`);
  }
  const root = 'openapi: 3.1.0\nservers: [{ url: /api }]\ncomponents:\n  schemas:\n    Error: { type: object }\n';
  const health =
    "paths:\n  /health:\n    get:\n      responses:\n        '200': { content: { application/json: { schema: { $ref: '#/components/schemas/Health' } } } }\n" +
    'components:\n  schemas:\n    Health: { type: object }\n';

  it('joins the root and the fragments into one document', () => {
    const merged = mergeContract(contract({ 'openapi.yaml': root, 'features/health.yaml': health }));
    expect(merged.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(merged.paths)).toEqual(['/health']);
    expect(Object.keys(merged.components.schemas ?? {})).toEqual(['Error', 'Health']);
  });

  it('fails on a path defined in two fragments', () => {
    const dir = contract({ 'openapi.yaml': root, 'features/health.yaml': health, 'features/status.yaml': health.slice(0, health.indexOf('components:')) });
    expect(() => mergeContract(dir)).toThrow('path /health is defined twice: in api/features/health.yaml and in api/features/status.yaml');
  });

  it('fails on a schema defined in the root and a fragment', () => {
    const dir = contract({ 'openapi.yaml': root, 'features/health.yaml': health.replace('Health: {', 'Error: {') });
    expect(() => mergeContract(dir)).toThrow('components.schemas Error is defined twice: in api/openapi.yaml and in api/features/health.yaml');
  });

  it('fails on a $ref to a schema nobody defines', () => {
    const dir = contract({ 'openapi.yaml': root, 'features/health.yaml': health.replace('Health: {', 'Status: {') });
    expect(() => mergeContract(dir)).toThrow('dangling $ref #/components/schemas/Health');
  });

  it('fails on a fragment that declares more than paths and components', () => {
    const dir = contract({ 'openapi.yaml': root, 'features/health.yaml': `servers: [{ url: /v2 }]\n${health}` });
    expect(() => mergeContract(dir)).toThrow('api/features/health.yaml may hold only paths and components, not servers');
  });
});
