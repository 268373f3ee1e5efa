import { jsonResponse, mockFetch } from '@/testing/mock-fetch';

type ApiHandler = (request: { url: URL; init: RequestInit | undefined; body: unknown }) => Response | Promise<Response>;

const parseBody = (init: RequestInit | undefined) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body);

/**
 * Answers fetch by "METHOD /api/path" (the query string is not part of the key). A call nobody
 * mocked answers 500 with code `unmocked`, so a test sees it rather than hanging.
 */
export function mockApi(handlers: Record<string, ApiHandler>) {
  return mockFetch((input, init) => {
    const url = new URL(input, window.location.origin);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse(500, { error: { code: 'unmocked', message: `No mock for ${key}` } });
    return handler({ url, init, body: parseBody(init) });
  });
}

export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  jsonResponse(status, { error: { code, message, ...(fields ? { fields } : {}) } });

/** The requests fetch received, as "METHOD /path?query" with the parsed JSON body. */
export function requestsOf(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), window.location.origin);
    return { call: `${init?.method ?? 'GET'} ${url.pathname}${url.search}`, body: parseBody(init), init };
  });
}
