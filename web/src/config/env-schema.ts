import { z } from 'zod';

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  API_URL: z.preprocess(emptyAsUnset, z.string().default('/api')),
  SENTRY_DSN: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  SENTRY_ENVIRONMENT: z.preprocess(emptyAsUnset, z.string().optional()),
  APP_VERSION: z.preprocess(emptyAsUnset, z.string().optional()),
});

export type Env = z.output<typeof envSchema> & { MODE: string };

/**
 * Reads the `VITE_*` variables (without the prefix) and refuses a malformed one. The variables are
 * fixed at build time, so vite.config.ts runs this when the dev server starts and when a build
 * begins, and hands the result to the app as `__SANGAM_ENV__`; zod stays out of the browser bundle.
 */
export function readEnv(source: Record<string, unknown>): Env {
  const viteVariables = Object.fromEntries(
    Object.entries(source)
      .filter(([key]) => key.startsWith('VITE_'))
      .map(([key, value]) => [key.slice('VITE_'.length), value]),
  );
  const parsed = envSchema.safeParse(viteVariables);
  if (!parsed.success) {
    throw new Error(`Invalid VITE_* environment variables:\n${z.prettifyError(parsed.error)}`);
  }
  return { ...parsed.data, MODE: typeof source.MODE === 'string' ? source.MODE : 'production' };
}
