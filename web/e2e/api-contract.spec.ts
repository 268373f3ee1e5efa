import { readdirSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { readFragments } from '../scripts/merge-api.mjs';

import {
  apiPrefix,
  componentSchema,
  documentedOperations,
  expectJsonConforming,
  schemaErrors,
  type ContractCase,
} from './support/contract';

/**
 * Contract tests: real requests to the real server, each response checked against the contract
 * (api/openapi.yaml and api/features/*.yaml, joined by scripts/merge-api.mjs).
 *
 * Each feature's cases are in contract/<feature>.ts, named after its fragment of the contract (in
 * kebab-case: contract/password-reset.ts holds api/features/password_reset.yaml's):
 * `cases`, and in `notExercised` a reason for each documented status it does not exercise. Every
 * file of contract/ is loaded; the coverage test fails on an operation or status with neither.
 * The cases run in the order of the files' names, then in their order within a file. Keep the
 * POSTs to /api/waitlist few: the server allows 10 per client address per 10 minutes, and the
 * other specs share that budget.
 */

interface FeatureCases {
  cases: ContractCase[];
  /** Documented responses the feature's cases deliberately do not provoke, and why. */
  notExercised?: Record<string, string>;
}

const casesDir = new URL('./contract/', import.meta.url);
const features = await Promise.all(
  readdirSync(casesDir)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map(async (name) => ({ name: name.slice(0, -'.ts'.length).replaceAll('-', '_'), ...((await import(new URL(name, casesDir).href)) as FeatureCases) })),
);
const allCases = features.flatMap(({ cases }) => cases);
const notExercised: Record<string, string> = Object.assign({}, ...features.map((feature) => feature.notExercised ?? {}));

// ---------------------------------------------------------------------------------------------
// The tests

test.describe('API contract (api/openapi.yaml)', () => {
  for (const contractCase of allCases) {
    const { method, path, status, title } = contractCase;
    test(`${method.toUpperCase()} ${path} → ${status}: ${title}`, async ({ request, browser, baseURL }) => {
      await contractCase.run(request, `${apiPrefix}${path}`, { browser, baseURL: baseURL ?? '' });
    });
  }

  test('an unknown API path answers 404 with the Error shape', async ({ request }) => {
    const response = await request.get(`${apiPrefix}/does-not-exist`);
    expect(response.status()).toBe(404);
    const body = (await expectJsonConforming(response, componentSchema('Error'))) as { error: { code: string } };
    expect(body.error.code).toBe('not_found');
  });

  test('every documented operation and status has a contract test', () => {
    const operations = documentedOperations();
    expect(operations.length).toBeGreaterThan(0);

    const tested = new Set(allCases.map(({ method, path }) => `${method} ${path}`));
    const untestedOperations = operations
      .map(({ method, path }) => `${method} ${path}`)
      .filter((operation) => !tested.has(operation));
    expect(untestedOperations, 'operations in the contract without a contract case').toEqual([]);

    const testedResponses = new Set(allCases.map(({ method, path, status }) => `${method} ${path} ${status}`));
    const documentedResponses = operations.flatMap(({ method, path, operation }) =>
      Object.keys(operation.responses).map((status) => `${method} ${path} ${status}`),
    );
    const unaccounted = documentedResponses.filter((key) => !testedResponses.has(key) && !(key in notExercised));
    expect(unaccounted, 'documented responses with neither a contract case nor a reason in notExercised').toEqual([]);

    const stale = Object.keys(notExercised).filter(
      (key) => !documentedResponses.includes(key) || testedResponses.has(key),
    );
    expect(stale, 'notExercised entries that are tested or no longer documented').toEqual([]);

    const undocumented = [...testedResponses].filter((key) => !documentedResponses.includes(key));
    expect(undocumented, 'contract cases for responses the contract does not document').toEqual([]);
  });

  test('each contract/<feature>.ts has cases and reasons only for api/features/<feature>.yaml', () => {
    const pathsOf = new Map(readFragments().map(({ feature, document }) => [feature, new Set(Object.keys(document.paths ?? {}))]));
    const elsewhere = features.flatMap(({ name, cases, notExercised: reasons }) => {
      const own = pathsOf.get(name) ?? new Set<string>();
      const keys = [...cases.map(({ method, path, status }) => `${method} ${path} ${status}`), ...Object.keys(reasons ?? {})];
      return keys.filter((key) => !own.has(key.split(' ')[1] ?? '')).map((key) => `contract/${name}.ts: ${key}`);
    });
    expect(elsewhere, 'cases and reasons in the file of a feature whose fragment does not document the path').toEqual([]);
  });

  test('a value outside an enum, a missing required property or a wrong type fails validation', () => {
    const credits = { balance: 19, weeklyBudget: 20, plan: 'core', refillsAt: '2025-03-09T18:30:00.000Z' };
    const swipe = { target: 'm-1', decision: 'connect', state: 'pending', connectionId: null, credits };
    expect(schemaErrors(componentSchema('SwipeResult'), swipe)).toEqual([]);
    expect(schemaErrors(componentSchema('SwipeResult'), { ...swipe, state: 'expired' })).toEqual([]);
    expect(schemaErrors(componentSchema('SwipeResult'), { ...swipe, state: 'archived' })).not.toEqual([]);
    expect(schemaErrors(componentSchema('SwipeResult'), { ...swipe, credits: { ...credits, plan: 'gold' } })).not.toEqual([]);
    const withoutConnection: Partial<typeof swipe> = { ...swipe };
    delete withoutConnection.connectionId;
    expect(schemaErrors(componentSchema('SwipeResult'), withoutConnection)).not.toEqual([]);
    expect(schemaErrors(componentSchema('SwipeResult'), { ...swipe, credits: { ...credits, balance: '19' } })).not.toEqual([]);

    expect(schemaErrors(componentSchema('ConnectionList'), { connections: [], nextCursor: null })).toEqual([]);
    expect(schemaErrors(componentSchema('ConnectionList'), { connections: [] })).not.toEqual([]);
    expect(schemaErrors(componentSchema('ConnectionList'), { connections: [], nextCursor: 7 })).not.toEqual([]);
  });

  test('a response with a property the schema does not declare fails validation', () => {
    const health = { status: 'ok', db: 'ok', version: '0.1.0' };
    expect(schemaErrors(componentSchema('Health'), health)).toEqual([]);
    expect(schemaErrors(componentSchema('Health'), { ...health, uptime: 12 })).not.toEqual([]);

    const error = { error: { code: 'not_found', message: 'Nothing here.' } };
    expect(schemaErrors(componentSchema('Error'), error)).toEqual([]);
    expect(schemaErrors(componentSchema('Error'), { ...error, detail: 'x' })).not.toEqual([]);
    expect(schemaErrors(componentSchema('Error'), { error: { ...error.error, trace: 'x' } })).not.toEqual([]);
  });
});