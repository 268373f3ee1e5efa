import { vi } from 'vitest';

type FetchHandler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces global fetch for one test (vitest's unstubGlobals restores it). */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(input instanceof Request ? input.url : String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** What fetch does when the connection fails: it rejects with a TypeError. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}
