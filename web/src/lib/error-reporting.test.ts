import { createErrorReporter, installErrorReporting, parseDsn } from '@/lib/error-reporting';

const dsn = 'https://abc123public@o42.ingest.sentry.example/4507';

function fakeConsole() {
  return { warn: vi.fn(), error: vi.fn() };
}

describe('error reporting without a DSN', () => {
  it('warns that reporting is disabled and logs errors to the console', () => {
    const log = fakeConsole();
    const send = vi.fn<typeof fetch>();
    const reporter = createErrorReporter({ console: log, fetch: send });

    expect(reporter.enabled).toBe(false);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Error reporting is disabled'));

    const error = new Error('boom');
    reporter.report(error, { where: 'test' });
    expect(log.error).toHaveBeenCalledWith('[sangam] Error:', error, { where: 'test' });
    expect(send).not.toHaveBeenCalled();
  });

  it('installs window listeners and the window.sangamTestError() hook', () => {
    const log = fakeConsole();
    const uninstall = installErrorReporting(createErrorReporter({ console: log }));
    const returned = window.sangamTestError?.();
    expect(returned).toBeInstanceOf(Error);
    expect(log.error).toHaveBeenCalledWith('[sangam] Error:', returned, { source: 'window.sangamTestError' });
    uninstall();
    expect(window.sangamTestError).toBeUndefined();
  });

  it('reports uncaught errors and unhandled rejections', () => {
    const log = fakeConsole();
    // A stand-in for window: dispatching "error" on the real one would fail the test run itself.
    const target = new EventTarget() as EventTarget & { sangamTestError?: () => Error };
    const uninstall = installErrorReporting(createErrorReporter({ console: log }), target);

    const returned = target.sangamTestError?.();
    expect(returned).toBeInstanceOf(Error);
    expect(log.error).toHaveBeenCalledWith('[sangam] Error:', returned, { source: 'window.sangamTestError' });

    const uncaught = new Error('uncaught');
    target.dispatchEvent(new ErrorEvent('error', { error: uncaught, message: 'uncaught' }));
    expect(log.error).toHaveBeenCalledWith('[sangam] Error:', uncaught, expect.objectContaining({ source: 'window.error' }));

    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: 'rejected with a string' });
    target.dispatchEvent(rejection);
    expect(log.error).toHaveBeenCalledWith(
      '[sangam] Error:',
      expect.objectContaining({ message: 'rejected with a string' }),
      { source: 'unhandledrejection' },
    );

    uninstall();
    expect(target.sangamTestError).toBeUndefined();
    log.error.mockClear();
    target.dispatchEvent(new ErrorEvent('error', { error: uncaught }));
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe('error reporting with a DSN', () => {
  it('derives the envelope endpoint from the DSN', () => {
    expect(parseDsn(dsn).envelopeUrl).toBe(
      'https://o42.ingest.sentry.example/api/4507/envelope/?sentry_key=abc123public&sentry_version=7',
    );
    expect(parseDsn('https://key@self-hosted.example/sentry/12').envelopeUrl).toBe(
      'https://self-hosted.example/sentry/api/12/envelope/?sentry_key=key&sentry_version=7',
    );
    expect(() => parseDsn('https://self-hosted.example/12')).toThrow();
  });

  it('posts each error as a Sentry envelope', async () => {
    const log = fakeConsole();
    const send = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 200 })));
    const reporter = createErrorReporter({ dsn, environment: 'test', release: '1.2.3', console: log, fetch: send });

    expect(reporter.enabled).toBe(true);
    expect(log.warn).not.toHaveBeenCalled();

    reporter.report(new TypeError('bad thing'), { source: 'unit' });

    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe(parseDsn(dsn).envelopeUrl);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });

    const [envelopeHeader, itemHeader, eventLine] = String(init?.body).split('\n').map((line) => JSON.parse(line));
    expect(envelopeHeader).toMatchObject({ dsn, event_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(itemHeader).toEqual({ type: 'event' });
    expect(eventLine).toMatchObject({
      event_id: envelopeHeader.event_id,
      level: 'error',
      platform: 'javascript',
      environment: 'test',
      release: '1.2.3',
      exception: { values: [{ type: 'TypeError', value: 'bad thing' }] },
      extra: { source: 'unit' },
    });
  });

  it('sends window.sangamTestError() reports too, and caps the number of reports', () => {
    const send = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null)));
    const uninstall = installErrorReporting(createErrorReporter({ dsn, console: fakeConsole(), fetch: send, maxReports: 2 }));

    window.sangamTestError?.();
    window.sangamTestError?.();
    window.sangamTestError?.();
    expect(send).toHaveBeenCalledTimes(2);
    uninstall();
  });

  it('falls back to console-only reporting when the DSN is malformed', () => {
    const log = fakeConsole();
    const reporter = createErrorReporter({ dsn: 'not a dsn', console: log });
    expect(reporter.enabled).toBe(false);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('not a valid Sentry DSN'), expect.anything());
  });

  it('never throws when sending fails', async () => {
    const log = fakeConsole();
    const send = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline')));
    createErrorReporter({ dsn, console: log, fetch: send }).report(new Error('x'));
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Could not send'), expect.any(TypeError)));
  });
});
