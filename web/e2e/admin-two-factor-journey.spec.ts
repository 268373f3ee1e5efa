import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

/**
 * An administrator's first sign-in where two-factor is required (SANGAM_ADMIN_2FA=required, the
 * default outside demo mode): enrolling an authenticator app, the recovery codes, and signing in
 * with one of them. The shared e2e server runs in demo mode, where two-factor is optional, so this
 * journey starts a server of its own on a free port over a database of its own.
 */
const binary = resolve(process.env.SANGAM_BIN ?? '../build/sangam');
const webRoot = resolve(process.env.SANGAM_WEB_ROOT ?? './dist');
const admin = { email: 'second-admin@example.in', password: 'a-second-admin-passphrase' } as const;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The environment without any SANGAM_ setting of the shared server, and with two-factor required. */
function serverEnvironment(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('SANGAM_')));
  return { ...env, SANGAM_ADMIN_2FA: 'required' };
}

// Run in the journey's directory, so that what the server keeps beside its database by default
// (the document key, prepared exports) stays there and not in the tree.
function run(args: string[], directory: string, input?: string) {
  const result = spawnSync(binary, args, { cwd: directory, input, encoding: 'utf8', env: serverEnvironment() });
  expect(result.status, `sangam ${args.join(' ')}: ${result.stderr}`).toBe(0);
}

async function waitUntilReady(url: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error(`sangam exited with ${server.exitCode}`);
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`sangam did not answer on ${url}`);
}

async function signInWithPassword(page: Page, url: string) {
  await page.goto(`${url}/admin`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('an administrator enrols an authenticator app at first sign-in and later signs in with a recovery code', async ({ browser }) => {
  test.setTimeout(90_000);
  const directory = mkdtempSync(join(tmpdir(), 'sangam-admin-2fa-'));
  const database = join(directory, 'admin.db');
  run(['migrate', '--db', database], directory);
  run(['admin', 'create', '--email', admin.email, '--db', database], directory, `${admin.password}\n`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(binary, ['serve', '--host', '127.0.0.1', '--port', String(port), '--db', database, '--web-root', webRoot], {
    cwd: directory,
    env: serverEnvironment(),
    stdio: 'ignore',
  });
  const context = await browser.newContext();
  const page = await context.newPage();

  try {
    await waitUntilReady(url, server);
    let recoveryCodes: string[] = [];

    await test.step('the password alone leads to setting up the app: QR code, secret, a code from the app', async () => {
      await signInWithPassword(page, url);
      await expect(page.getByText('Set Up Two-Factor Sign-In')).toBeVisible();
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      const secret = (await page.getByTestId('admin-two-factor-secret').textContent())?.replaceAll(/\s/g, '') ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      const app = new TOTP({ issuer: 'Sangam', label: admin.email, secret, digits: 6, period: 30, algorithm: 'SHA1' });
      await page.getByLabel('6-digit code').fill(app.generate());
      await page.getByRole('button', { name: 'Turn on and sign in' }).click();
    });

    await test.step('the recovery codes are shown once, then the review queue', async () => {
      await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
      recoveryCodes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
      expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    });

    await test.step('a recovery code signs in in place of the app, once', async () => {
      await signInWithPassword(page, url);
      await expect(page.getByText('Two-Factor Sign-In', { exact: true })).toBeVisible();
      await page.getByLabel('Code or recovery code').fill(recoveryCodes[0] ?? '');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();

      // Through the API: the used code is refused, an unused one still signs in.
      const secondStep = async (code: string) => {
        const first = await context.request.post(`${url}/api/admin/session`, { data: admin });
        expect(first.status(), await first.text()).toBe(200);
        const { challenge } = (await first.json()) as { challenge: string };
        return context.request.post(`${url}/api/admin/session/two-factor`, { data: { challenge, code } });
      };
      const reused = await secondStep(recoveryCodes[0] ?? '');
      expect(reused.status(), await reused.text()).toBe(401);
      const unused = await secondStep(recoveryCodes[1] ?? '');
      expect(unused.status(), await unused.text()).toBe(200);
    });
  } finally {
    await context.close();
    server.kill('SIGTERM');
    rmSync(directory, { recursive: true, force: true });
  }
});
