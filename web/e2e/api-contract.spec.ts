import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * Contract tests: real requests to the real server, each response checked against api/openapi.yaml.
 *
 * Every documented operation and status needs a case in `contractCases`, or a reason in
 * `notExercised`; the coverage test fails otherwise. Keep the POSTs to /api/waitlist few: the
 * server allows 10 per client address per 10 minutes, and the other specs share that budget.
 */

// ---------------------------------------------------------------------------------------------
// The OpenAPI document

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface MediaType {
  schema?: JsonObject;
}
interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonObject>; responses?: Record<string, ResponseObject> };
}

const specPath = resolve(import.meta.dirname, '../../api/openapi.yaml');
const openapi = parse(readFileSync(specPath, 'utf8')) as OpenApiDocument;
const apiPrefix = openapi.servers?.[0]?.url ?? '';

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** "get /health" etc. for every operation under `paths`. */
function documentedOperations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(openapi.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => httpMethods.has(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}

function findOperation(method: string, path: string): Operation {
  const operation = openapi.paths[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in openapi.yaml`);
  return operation;
}

/** Follows a `#/components/responses/...` reference (an OpenAPI reference, not a JSON Schema one). */
function resolveResponse(response: ResponseObject): ResponseObject {
  if (!response.$ref) return response;
  const prefix = '#/components/responses/';
  if (!response.$ref.startsWith(prefix)) throw new Error(`Unsupported response $ref ${response.$ref}`);
  const target = openapi.components.responses?.[response.$ref.slice(prefix.length)];
  if (!target) throw new Error(`Dangling response $ref ${response.$ref}`);
  return resolveResponse(target);
}

// ---------------------------------------------------------------------------------------------
// Schemas: OpenAPI 3.1 schemas are JSON Schema 2020-12. The component schemas go into one schema
// document as $defs, and `#/components/schemas/X` references are rewritten to point there.

const componentsId = 'urn:sangam:openapi-components';
const schemaRefPrefix = '#/components/schemas/';

function rewriteRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string') {
        if (!value.startsWith(schemaRefPrefix)) throw new Error(`Unsupported schema $ref ${value}`);
        return [key, `${componentsId}#/$defs/${value.slice(schemaRefPrefix.length)}`];
      }
      return [key, rewriteRefs(value)];
    }),
  );
}

// Strict mode (the default) also rejects schemas with unknown keywords, so a typo in the YAML fails here.
const ajv = new Ajv2020({ allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: componentsId, $defs: rewriteRefs(openapi.components.schemas) });

const validators = new Map<string, ValidateFunction>();
function validatorFor(schema: JsonObject): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(rewriteRefs(schema) as JsonObject);
    validators.set(key, validate);
  }
  return validate;
}

/** The schema errors of `value`, as readable lines; empty when it conforms. */
function schemaErrors(schema: JsonObject, value: unknown): string[] {
  const validate = validatorFor(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
}

const componentSchema = (name: string): JsonObject => ({ $ref: `${schemaRefPrefix}${name}` });

function jsonSchemaOf(response: ResponseObject, where: string): JsonObject {
  const schema = resolveResponse(response).content?.['application/json']?.schema;
  if (!schema) throw new Error(`${where} documents no application/json schema`);
  return schema;
}

// ---------------------------------------------------------------------------------------------
// Checking a response

async function expectJsonConforming(response: APIResponse, schema: JsonObject): Promise<unknown> {
  expect(response.headers()['content-type'] ?? '', 'Content-Type').toMatch(/^application\/json\s*(;|$)/i);
  const text = await response.text();
  let body: unknown;
  expect(() => (body = JSON.parse(text)), `body is JSON: ${text.slice(0, 200)}`).not.toThrow();
  expect(schemaErrors(schema, body), `body ${text.slice(0, 500)}`).toEqual([]);
  return body;
}

/** Asserts the documented status, Content-Type and body schema of `method path` → `status`. */
async function expectDocumented(response: APIResponse, method: string, path: string, status: number) {
  expect(response.status(), `${method.toUpperCase()} ${path} status`).toBe(status);
  const documented = findOperation(method, path).responses[String(status)];
  if (!documented) throw new Error(`${method.toUpperCase()} ${path} does not document a ${status}`);
  return expectJsonConforming(response, jsonSchemaOf(documented, `${method.toUpperCase()} ${path} ${status}`));
}

// ---------------------------------------------------------------------------------------------
// The cases

interface ContractCase {
  method: string;
  path: string;
  status: number;
  title: string;
  run: (request: APIRequestContext, url: string) => Promise<void>;
}

const requestSchema = (method: string, path: string): JsonObject => {
  const schema = findOperation(method, path).requestBody?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method.toUpperCase()} ${path} documents no JSON request body`);
  return schema;
};

const contractCases: ContractCase[] = [
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
  {
    method: 'post',
    path: '/waitlist',
    status: 201,
    title: 'accepts a valid entry',
    async run(request, url) {
      const entry = {
        name: 'Kavya Raman',
        email: `contract.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`,
        role: 'Investor',
        city: 'Chennai',
        bio: 'Angel investor in climate and agritech.',
      };
      expect(schemaErrors(requestSchema('post', '/waitlist'), entry), 'the request itself conforms').toEqual([]);
      const body = await expectDocumented(await request.post(url, { data: entry }), 'post', '/waitlist', 201);
      expect(body).toEqual({ status: 'joined' });
    },
  },
  {
    method: 'post',
    path: '/waitlist',
    status: 400,
    title: 'names the invalid fields',
    async run(request, url) {
      const entry = { name: '   ', email: 'not-an-address', role: 'Astronaut', city: 'Mumbai' };
      expect(schemaErrors(requestSchema('post', '/waitlist'), entry), 'the request is invalid').not.toEqual([]);
      const body = (await expectDocumented(await request.post(url, { data: entry }), 'post', '/waitlist', 400)) as {
        error: { code: string; fields?: Record<string, string> };
      };
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['email', 'name', 'role']);
    },
  },
  {
    method: 'post',
    path: '/waitlist',
    status: 415,
    title: 'refuses a body that is not JSON',
    async run(request, url) {
      const response = await request.post(url, {
        headers: { 'Content-Type': 'text/plain' },
        data: 'name=Kavya&email=kavya@example.in',
      });
      const body = (await expectDocumented(response, 'post', '/waitlist', 415)) as { error: { code: string } };
      expect(body.error.code).toBe('unsupported_media_type');
    },
  },
  {
    method: 'post',
    path: '/waitlist',
    status: 413,
    title: 'refuses a 2 MB body',
    async run(request, url) {
      const name = 'x'.repeat(2 * 1024 * 1024);
      const data = JSON.stringify({ name, email: 'big@example.in', role: 'Founder', city: 'Delhi' });
      const response = await request.post(url, { headers: { 'Content-Type': 'application/json' }, data });
      const body = (await expectDocumented(response, 'post', '/waitlist', 413)) as { error: { code: string } };
      expect(body.error.code).toBe('payload_too_large');
    },
  },
];

/** Documented responses the suite deliberately does not provoke, and why. */
const notExercised: Record<string, string> = {
  'get /health 503': 'needs an unreachable database; the e2e server has a working one',
  'post /waitlist 429': 'needs 11 POSTs from one address, more than the shared rate-limit budget of the e2e run',
};

// ---------------------------------------------------------------------------------------------
// The tests

test.describe('API contract (api/openapi.yaml)', () => {
  for (const contractCase of contractCases) {
    const { method, path, status, title } = contractCase;
    test(`${method.toUpperCase()} ${path} → ${status}: ${title}`, async ({ request }) => {
      await contractCase.run(request, `${apiPrefix}${path}`);
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

    const tested = new Set(contractCases.map(({ method, path }) => `${method} ${path}`));
    const untestedOperations = operations
      .map(({ method, path }) => `${method} ${path}`)
      .filter((operation) => !tested.has(operation));
    expect(untestedOperations, 'operations in openapi.yaml without a contract case').toEqual([]);

    const testedResponses = new Set(contractCases.map(({ method, path, status }) => `${method} ${path} ${status}`));
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
    expect(undocumented, 'contract cases for responses openapi.yaml does not document').toEqual([]);
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
