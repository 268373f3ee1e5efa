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

/** Entity ids are UUIDv7 strings; a numeric id is accepted and read as its decimal text. */
export const entityIdSchema = z.union([z.string().min(1), z.number().int()]).transform(String);

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
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with the blob's own type as Content-Type (uploads). */
  upload?: Blob;
  schema: S;
  signal?: AbortSignal;
};

function requestInit(body: unknown, upload: Blob | undefined): Pick<RequestInit, 'headers' | 'body'> {
  if (upload) return { headers: { Accept: 'application/json', 'Content-Type': upload.type }, body: upload };
  if (body === undefined) return { headers: { Accept: 'application/json' } };
  return { headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

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
  { method = 'GET', body, upload, schema, signal }: RequestOptions<S>,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}${path}`, {
      method,
      ...requestInit(body, upload),
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
