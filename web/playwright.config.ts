import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { defineConfig } from '@playwright/test';

import { e2eAdmin, mailDirectory } from './e2e/support/mailbox';

/**
 * The journeys run against the real `sangam` binary serving the built app (`npm run build` first).
 * Override with SANGAM_BIN, SANGAM_HOST, SANGAM_PORT, SANGAM_DB and SANGAM_WEB_ROOT.
 *
 * Mail goes to a small SMTP sink (e2e/support/smtp-sink.mjs) on a free port of 127.0.0.1, which
 * writes each message under $E2E_TMPDIR/mail for the specs to read (e2e/support/mailbox.ts).
 */

function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

const shellQuote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

// Workers load this file again; the environment carries the main process's choices to them.
process.env.E2E_PORT ??= process.env.SANGAM_PORT ?? String(await findFreePort());
process.env.E2E_TMPDIR ??= mkdtempSync(join(tmpdir(), 'sangam-e2e-'));
process.env.E2E_SMTP_PORT ??= String(await findFreePort());

const host = process.env.SANGAM_HOST ?? '127.0.0.1';
const port = process.env.E2E_PORT;
const database = process.env.SANGAM_DB ?? join(process.env.E2E_TMPDIR, 'sangam-e2e.db');
const webRoot = process.env.SANGAM_WEB_ROOT ?? './dist';
const binary = process.env.SANGAM_BIN ?? '../build/sangam';
const baseURL = `http://${host}:${port}`;
const smtpPort = Number(process.env.E2E_SMTP_PORT);

if (!existsSync(resolve(import.meta.dirname, webRoot, 'index.html'))) {
  throw new Error(`No built web app in ${webRoot}: run \`npm run build\` before \`npm run e2e\`.`);
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      name: 'smtp-sink',
      command: ['node', 'e2e/support/smtp-sink.mjs', `--port ${smtpPort}`, `--dir ${shellQuote(mailDirectory())}`].join(' '),
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'sangam',
      command: [
        shellQuote(binary),
        'serve',
        `--host ${shellQuote(host)}`,
        `--port ${port}`,
        `--db ${shellQuote(database)}`,
        `--web-root ${shellQuote(webRoot)}`,
      ].join(' '),
      env: {
        SANGAM_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SANGAM_MAIL_FROM: 'Sangam <no-reply@example.in>',
        SANGAM_PUBLIC_URL: baseURL,
        SANGAM_ADMIN_EMAIL: e2eAdmin.email,
        SANGAM_ADMIN_PASSWORD: e2eAdmin.password,
        // The demo content (data/demo) gives the Discover journeys real members to meet.
        // Journeys each sign a new member up from this one address; the limit stays on, just wider.
        SANGAM_APPLICATION_RATE_LIMIT: '200',
        // The sign-in forms each journey's new member goes through, and the contract's cases of them.
        SANGAM_PUBLIC_FORM_RATE_LIMIT: '300',
        // Identity documents are sealed with a key kept beside the database, not in the tree.
        SANGAM_DOCUMENT_KEY_FILE: join(process.env.E2E_TMPDIR, 'document.key'),
        // Prepared data exports are kept as files: in the run's own directory, not the tree.
        SANGAM_EXPORT_DIR: join(process.env.E2E_TMPDIR, 'exports'),
        // Phone codes go to a file the specs read (e2e/support/sms.ts), not to a gateway.
        SANGAM_SMS_FILE: join(process.env.E2E_TMPDIR, 'sms.txt'),
        // Trending Founders is counted again on every call, so a journey sees this week's activity at once.
        SANGAM_TRENDING_REFRESH: '0',
        SANGAM_DEMO: '1',
        SANGAM_DEMO_DIR: resolve(import.meta.dirname, '../data/demo'),
      },
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
