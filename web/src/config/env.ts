import type { Env } from '@/config/env-schema';

/** Inlined by vite.config.ts: the `VITE_*` variables as `readEnv` checked them when the build (or dev server) started. */
declare const __SANGAM_ENV__: Env;

export const env: Env = __SANGAM_ENV__;
