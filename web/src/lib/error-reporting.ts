import { env } from '@/config/env';

/**
 * Error reporting (SPEC section 1). Without a DSN the app warns once that reporting is disabled
 * and logs errors to the console; with one it also posts each error to Sentry's envelope
 * endpoint. A hand-written envelope keeps the Sentry SDK (~70 kB) out of the bundle.
 */

type ReportContext = Record<string, unknown>;

export type ErrorReporter = {
  readonly enabled: boolean;
  report: (error: unknown, context?: ReportContext) => void;
};

type ReporterOptions = {
  dsn?: string | undefined;
  environment?: string | undefined;
  release?: string | undefined;
  fetch?: typeof fetch;
  console?: Pick<Console, 'warn' | 'error'>;
  /** Caps reports per page load so an error in a render loop cannot flood the service. */
  maxReports?: number;
};

type SentryDsn = { dsn: string; publicKey: string; envelopeUrl: string };

export function parseDsn(dsn: string): SentryDsn {
  const url = new URL(dsn);
  const projectId = url.pathname.split('/').filter(Boolean).pop();
  if (!url.username || !projectId) throw new Error('A Sentry DSN needs a public key and a project id');
  const pathPrefix = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
  const query = new URLSearchParams({ sentry_key: url.username, sentry_version: '7' });
  return {
    dsn,
    publicKey: url.username,
    envelopeUrl: `${url.protocol}//${url.host}${pathPrefix}/api/${projectId}/envelope/?${query.toString()}`,
  };
}

function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (typeof value === 'string') return new Error(value);
  try {
    return new Error(`Non-error value thrown: ${JSON.stringify(value)}`);
  } catch {
    return new Error(`Non-error value thrown: ${String(value)}`);
  }
}

function newEventId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export function buildEnvelope(
  target: SentryDsn,
  error: Error,
  context: ReportContext,
  meta: { environment?: string | undefined; release?: string | undefined },
): string {
  const eventId = newEventId();
  const now = new Date();
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'sangam.web',
    environment: meta.environment,
    release: meta.release,
    exception: { values: [{ type: error.name, value: error.message }] },
    request: { url: window.location.href, headers: { 'User-Agent': navigator.userAgent } },
    extra: { ...context, stack: error.stack },
    sdk: { name: 'sangam.web', version: '1.0.0' },
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn: target.dsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

export function createErrorReporter(options: ReporterOptions = {}): ErrorReporter {
  const log = options.console ?? console;
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const maxReports = options.maxReports ?? 25;
  let target: SentryDsn | null = null;

  if (options.dsn) {
    try {
      target = parseDsn(options.dsn);
    } catch (error) {
      log.warn('[sangam] VITE_SENTRY_DSN is not a valid Sentry DSN; error reporting is disabled.', error);
    }
  } else {
    log.warn('[sangam] Error reporting is disabled (VITE_SENTRY_DSN is not set); errors are logged to the console.');
  }

  let sent = 0;
  return {
    enabled: target !== null,
    report(value, context = {}) {
      const error = toError(value);
      log.error('[sangam] Error:', error, context);
      if (!target || sent >= maxReports) return;
      sent += 1;
      const body = buildEnvelope(target, error, context, options);
      // text/plain keeps this a "simple" request, so the browser sends no CORS preflight.
      send(target.envelopeUrl, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      }).catch((sendError: unknown) => log.warn('[sangam] Could not send an error report.', sendError));
    },
  };
}

declare global {
  interface Window {
    /** Manual test hook (SPEC section 1): logs and reports a test error, and returns it. */
    sangamTestError?: () => Error;
  }
}

let activeReporter: ErrorReporter | null = null;

function currentReporter(): ErrorReporter {
  activeReporter ??= createErrorReporter({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT ?? env.MODE,
    release: env.APP_VERSION,
  });
  return activeReporter;
}

/** Reports an error through the installed reporter (the console-only one until then). */
export function reportError(error: unknown, context?: ReportContext): void {
  currentReporter().report(error, context);
}

type ReportingTarget = Pick<Window, 'addEventListener' | 'removeEventListener' | 'sangamTestError'>;

/** Installs the global listeners and the window test hook; returns a function that removes them. */
export function installErrorReporting(
  reporter: ErrorReporter = currentReporter(),
  target: ReportingTarget = window,
): () => void {
  activeReporter = reporter;
  const onError = (event: ErrorEvent) =>
    reporter.report(event.error ?? event.message, { source: 'window.error', filename: event.filename, line: event.lineno });
  const onRejection = (event: PromiseRejectionEvent) =>
    reporter.report(event.reason, { source: 'unhandledrejection' });

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.sangamTestError = () => {
    const error = new Error('Sangam test error: this error was triggered on purpose from window.sangamTestError()');
    reporter.report(error, { source: 'window.sangamTestError' });
    return error;
  };

  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    delete target.sangamTestError;
    if (activeReporter === reporter) activeReporter = null;
  };
}
