/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

import { readEnv } from './src/config/env-schema.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  // Checked here, once, so a malformed VITE_* variable stops the build and the dev server.
  define: { __SANGAM_ENV__: JSON.stringify(readEnv({ ...loadEnv(mode, webRoot, 'VITE_'), MODE: mode })) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route loads; `npm run budget` weighs them.
    manifest: true,
    rolldownOptions: {
      output: {
        // Measured with `npm run budget` (docs/performance.md, "Web weight"); each group earns its place there.
        codeSplitting: {
          groups: [
            // Changes rarely, so it stays cached across releases.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
            // zod and TanStack Query go together to every screen that reads the server: one file, not six.
            { name: 'server-state', test: /node_modules[\\/](@tanstack[\\/][^\\/]+|zod)[\\/]/, priority: 20 },
            // Icons grouped by the screens that use them, groups under 2 kB merged: fewer requests per member screen
            // without pulling member screens' icons into /marketing (at 3 kB it went over its 120 kB budget).
            // The public pages' icons (and the shared UI's) in one file of their own, so that regrouping member screens'
            // icons never pulls those into /marketing.
            {
              name: 'public-icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-left|arrow-right|badge-check|briefcase|calendar-clock|calendar-x-2|check|circle-alert|circle-check|compass|crown|flag|gem|gift|graduation-cap|key-round|layout-grid|loader-circle|lock|mail-check|map-pin|monitor-smartphone|rocket|rotate-ccw|search-x|shield-alert|shield-check|sparkles|star|thumbs-up|unplug|x)\.mjs$/,
              priority: 25,
            },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 20, entriesAware: true, entriesAwareMergeThreshold: 2000 },
          ],
        },
        // Entry-aware groups are named after every screen that shares them; the first word is enough.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    // See setup-tests.ts: the first screen a test file renders is transformed on demand.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
}));
