import { readEnv } from '@/config/env-schema';

describe('readEnv', () => {
  it('defaults the API base and treats empty variables as unset', () => {
    expect(readEnv({ MODE: 'test', VITE_SENTRY_DSN: '' })).toEqual({
      API_URL: '/api',
      SENTRY_DSN: undefined,
      SENTRY_ENVIRONMENT: undefined,
      APP_VERSION: undefined,
      MODE: 'test',
    });
  });

  it('accepts a Sentry DSN and refuses a malformed one', () => {
    expect(readEnv({ VITE_SENTRY_DSN: 'https://key@sentry.example/1' }).SENTRY_DSN).toBe('https://key@sentry.example/1');
    expect(() => readEnv({ VITE_SENTRY_DSN: 'nope' })).toThrow(/SENTRY_DSN/);
  });
});
