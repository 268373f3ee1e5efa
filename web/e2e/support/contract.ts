import { expect, type APIRequestContext, type APIResponse, type Browser } from '@playwright/test';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

import { mergeContract } from '../../scripts/merge-api.mjs';

import { admirers, demoFounder, demoInvestor } from './demo';
import { mailMatching } from './mail-matching';
import { e2eAdmin } from './mailbox';
import { approve, setupToken } from './members';



// What the contract cases (e2e/contract/*.ts, run by e2e/api-contract.spec.ts) share: the merged
// OpenAPI document, response checks against its schemas, and the helpers of several features.

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

export const openapi = mergeContract() as unknown as OpenApiDocument;
export const apiPrefix = openapi.servers?.[0]?.url ?? '';

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** "get /health" etc. for every operation under `paths`. */
export function documentedOperations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(openapi.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => httpMethods.has(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}

export function findOperation(method: string, path: string): Operation {
  const operation = openapi.paths[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the contract`);
  return operation;
}

/** Follows a `#/components/responses/...` reference (an OpenAPI reference, not a JSON Schema one). */
export function resolveResponse(response: ResponseObject): ResponseObject {
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
export const schemaRefPrefix = '#/components/schemas/';

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
export function schemaErrors(schema: JsonObject, value: unknown): string[] {
  const validate = validatorFor(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
}

export const componentSchema = (name: string): JsonObject => ({ $ref: `${schemaRefPrefix}${name}` });

function jsonSchemaOf(response: ResponseObject, where: string): JsonObject {
  const schema = resolveResponse(response).content?.['application/json']?.schema;
  if (!schema) throw new Error(`${where} documents no application/json schema`);
  return schema;
}

// ---------------------------------------------------------------------------------------------
// Checking a response

export async function expectJsonConforming(response: APIResponse, schema: JsonObject): Promise<unknown> {
  expect(response.headers()['content-type'] ?? '', 'Content-Type').toMatch(/^application\/json\s*(;|$)/i);
  const text = await response.text();
  let body: unknown;
  expect(() => (body = JSON.parse(text)), `body is JSON: ${text.slice(0, 200)}`).not.toThrow();
  expect(schemaErrors(schema, body), `body ${text.slice(0, 500)}`).toEqual([]);
  return body;
}

/** Asserts the documented status, Content-Type and body schema of `method path` → `status`. */
export async function expectDocumented(response: APIResponse, method: string, path: string, status: number) {
  expect(response.status(), `${method.toUpperCase()} ${path} status`).toBe(status);
  const documented = findOperation(method, path).responses[String(status)];
  if (!documented) throw new Error(`${method.toUpperCase()} ${path} does not document a ${status}`);
  return expectJsonConforming(response, jsonSchemaOf(documented, `${method.toUpperCase()} ${path} ${status}`));
}

/** Asserts a documented response without a body (204). */
export async function expectDocumentedEmpty(response: APIResponse, method: string, path: string, status: number) {
  expect(response.status(), `${method.toUpperCase()} ${path} status`).toBe(status);
  const documented = findOperation(method, path).responses[String(status)];
  if (!documented) throw new Error(`${method.toUpperCase()} ${path} does not document a ${status}`);
  expect(resolveResponse(documented).content, `${method.toUpperCase()} ${path} ${status} documents no body`).toBeUndefined();
  expect(await response.text()).toBe('');
}

// ---------------------------------------------------------------------------------------------
// The cases

export interface ContractCase {
  method: string;
  path: string;
  status: number;
  title: string;
  /** `browser` and `baseURL` for a case that needs pages of its own (the WebSocket's). */
  run: (request: APIRequestContext, url: string, fixtures: { browser: Browser; baseURL: string }) => Promise<void>;
}

export const requestSchema = (method: string, path: string): JsonObject => {
  const schema = findOperation(method, path).requestBody?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method.toUpperCase()} ${path} documents no JSON request body`);
  return schema;
};

// ---------------------------------------------------------------------------------------------
// New addresses and applications, and the links e-mailed to them (read from the run's SMTP sink).

export const uniqueAddress = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

export async function linkToken(address: string, path: string): Promise<string> {
  const [, token] = await mailMatching(address, new RegExp(`${path}\\?token=([0-9a-f]{64})`));
  return token ?? '';
}

export const contractApplication = (email: string, company: string) => ({
  firstName: 'Rohan',
  lastName: 'Iyer',
  email,
  linkedinUrl: null,
  company,
  role: 'CTO',
  industry: 'SaaS',
  bio: null,
  interests: ['Technology'],
  goals: ['Find Co-founder'],
  plan: 'pro',
});

export const unknownToken = '0'.repeat(64);

// ---------------------------------------------------------------------------------------------
// Member and administrator routes. The demo founder (SANGAM_DEMO=1 on the e2e server) is the
// member; the cases only ever swipe on, block or report investors, whom the Discover journey
// (which runs later) leaves alone.

export async function signIn(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${apiPrefix}/auth/login`, { data: { email: demoFounder.email, password: demoFounder.password } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signInAdmin(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${apiPrefix}/admin/session`, { data: e2eAdmin });
  expect(response.status(), await response.text()).toBe(200);
}

export interface Card {
  id: string;
  name: string;
}

/** The investors still in the demo founder's deck, best first. */
export async function investors(request: APIRequestContext): Promise<Card[]> {
  const response = await request.get(`${apiPrefix}/discover?scenario=investor&limit=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { cards: Card[] }).cards;
}

/** An investor from the far end of the deck, not yet swiped, blocked or reported. */
export async function someInvestor(request: APIRequestContext): Promise<Card> {
  const cards = (await investors(request)).filter((card) => !admirers.includes(card.name));
  const card = cards.at(-1);
  if (!card) throw new Error('no investor left in the deck');
  return card;
}

/**
 * A connection with the investor who connected first (demo content), made once: connecting back
 * makes it, and a repeated Connect answers the same.
 */
export async function connectWithAdmirer(request: APIRequestContext): Promise<void> {
  const admirer = admirers[2] ?? '';
  const investor = (await investors(request)).find((card) => card.name === admirer);
  if (!investor) return; // connected already (by an earlier case)
  const swiped = await request.post(`${apiPrefix}/swipes`, { data: { target: investor.id, decision: 'connect' } });
  expect(((await swiped.json()) as { state: string }).state).toBe('connected');
}

export const unknownId = '01900000-0000-7000-8000-000000000000';

export async function expectError(response: APIResponse, method: string, path: string, status: number, code: string) {
  const body = (await expectDocumented(response, method, path, status)) as { error: { code: string; fields?: Record<string, string> } };
  expect(body.error.code).toBe(code);
  return body;
}

/** Every member route answers 401 without a session, in the Error shape. */
export const unauthenticated = (method: 'get' | 'post' | 'put' | 'patch', path: string, target = path): ContractCase => ({
  method,
  path,
  status: 401,
  title: 'needs a member session',
  async run(request) {
    const response =
      method === 'get' ? await request.get(`${apiPrefix}${target}`) : await request.fetch(`${apiPrefix}${target}`, { method, data: {} });
    await expectError(response, method, path, 401, 'unauthenticated');
  },
});

// ---------------------------------------------------------------------------------------------
// The mentor and investor dashboards and the founder's requests (docs/pitches.md: mentorship,
// investing, pitches). The demo mentor and investor find four mentor applications and four pitches
// from demo founders; the cases use one each at most, and the founder only ever declines the demo
// investor's introduction.

export async function signInAs(request: APIRequestContext, who: { email: string; password: string }): Promise<void> {
  const response = await request.post(`${apiPrefix}/auth/login`, { data: { email: who.email, password: who.password } });
  expect(response.status(), await response.text()).toBe(200);
}

export interface StartupCard {
  founderId: string;
  founderName: string;
  pitched: boolean;
}

export async function startups(request: APIRequestContext): Promise<StartupCard[]> {
  await signInAs(request, demoInvestor);
  const response = await request.get(`${apiPrefix}/investor/startups?limit=50`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: StartupCard[] }).items;
}

/**
 * An administrators' route: 401 without a session, 403 for a member. `data` is the body sent to a
 * POST, PATCH or DELETE (none by default); `refused` the 403 case's title.
 */
export const adminOnly = (
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
  target = path,
  { data = {}, refused = 'members are refused' }: { data?: Record<string, unknown>; refused?: string } = {},
): ContractCase[] => {
  const call = (request: APIRequestContext) => request.fetch(`${apiPrefix}${target}`, method === 'get' || method === 'delete' ? { method } : { method, data });
  return [
    {
      method,
      path,
      status: 401,
      title: 'needs an administrator session',
      async run(request) {
        await expectError(await call(request), method, path, 401, 'unauthenticated');
      },
    },
    {
      method,
      path,
      status: 403,
      title: refused,
      async run(request) {
        await signIn(request);
        await expectError(await call(request), method, path, 403, 'forbidden');
      },
    },
  ];
};

/** A new address, applied and approved: the token of the password-setup link e-mailed on approval. */
export async function approvedApplicant(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = uniqueAddress('contract.member');
  const applied = await request.post(`${apiPrefix}/applications`, { data: contractApplication(email, 'Pillai Ledger') });
  expect(applied.status(), await applied.text()).toBe(201);
  await approve(request, email);
  return { email, token: await setupToken(email) };
}

export const setUpPassword = (request: APIRequestContext, email: string, token: string) =>
  request.post(`${apiPrefix}/auth/password-setup`, { data: { email, token, password: `masala-dosa-${token.slice(0, 8)}` } });
