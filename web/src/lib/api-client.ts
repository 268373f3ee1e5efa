import { z } from 'zod';

import { env } from '@/config/env';
import type { components } from '@/lib/api-types';

export type ApiSchemas = components['schemas'];

const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
}) satisfies z.ZodType<ApiSchemas['Error']>;

/** The server answered with a non-success status; carries the contract's error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, body: ApiSchemas['Error']['error']) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
  }
}

/** The request never got an answer (offline, DNS, connection refused, CORS). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** The server answered with a success status but a body that breaks the contract. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
}

type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, payload: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(payload);
  if (parsed.success) return new ApiError(response.status, parsed.data.error);
  return new ApiError(response.status, {
    code: `http_${response.status}`,
    message: response.statusText || `Request failed with status ${response.status}`,
  });
}

/** Calls the JSON API and returns the body only once `schema` has accepted it. */
export async function apiRequest<S extends z.ZodType>(
  path: `/${string}`,
  { method = 'GET', body, schema, signal }: RequestOptions<S>,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}${path}`, {
      method,
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new NetworkError(`Could not reach the server for ${method} ${path}`, { cause });
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response, payload);

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ContractError(`Unexpected response for ${method} ${path}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
