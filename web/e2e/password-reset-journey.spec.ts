import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

import { signedInAdmin } from './support/admin';
import { signInThroughScreens } from './support/demo';
import { lastMailMatching, mailMatching, mailsMatching } from './support/mail-matching';
import { e2eAdmin } from './support/mailbox';
import { newMember, type Member } from './support/members';

/**
 * A forgotten password (the password-reset feature) in real browsers against the real server: a
 * new member, signed in in one browser, asks for a reset link in another, opens the e-mailed link
 * and chooses a new password; the first browser's session ends, and the new password signs in.
 * With two-factor on, the reset also needs a code from the app. An administrator does the same from
 * the admin sign-in. Each test POSTs one or two reset requests and one or two confirmations,
 * besides the sign-in forms (the public-form rate limit is shared).
 */

const sent = 'If that address belongs to a member, a link to reset the password is on its way. It works once, for 30 minutes.';
const changed = '✅ Your password was changed. Sign in with the new one.';

/** From /founder-login, through "Forgot password?", a reset link asked for `email`; the link e-mailed for it. */
async function askForResetLink(page: Page, email: string): Promise<string> {
  await page.goto('/founder-login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(sent)).toBeVisible();
  const [link] = await mailMatching(email, /https?:\/\/\S+\/reset-password\?token=[0-9a-f]{64}/);
  return link;
}

async function fillNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
}

async function expectPasswordChanged(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/founder-login$/);
  await expect(page.getByText(changed)).toBeVisible();
  await mailMatching(email, /password of your Sangam account was just reset/);
}

function credentials(member: Member): { email: string; password: string } {
  if (!member.email || !member.password) throw new Error('a new member has an address and a password');
  return { email: member.email, password: member.password };
}

test('a member resets a forgotten password from the e-mailed link; their other session ends', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const member = await newMember(browser, baseURL ?? '', request);
  const { email, password } = credentials(member);
  const newPassword = `${password}-new`;
  const other = await browser.newContext({ baseURL });
  const page = await other.newPage();

  try {
    await test.step('the member is signed in in the first browser, with its live socket open', async () => {
      const socketOpened = member.page.waitForEvent('websocket');
      await member.page.goto('/founder');
      await expect(member.page).toHaveURL(/\/founder$/);
      await socketOpened;
    });

    const link = await test.step('in a second browser, "Forgot password?" e-mails a reset link', () => askForResetLink(page, email));

    await test.step('the link sets a new password and leads to sign-in with the notice', async () => {
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
      await expect(page.getByLabel('Authentication code')).toHaveCount(0);
      await fillNewPassword(page, newPassword);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expectPasswordChanged(page, email);
    });

    await test.step('the first browser was signed out', async () => {
      // The server closed its socket (4001); what the screen shows is asked for again, answers 401, and sends it to sign in.
      await expect(member.page).toHaveURL(/\/founder-login$/, { timeout: 15_000 });
      expect((await member.page.request.get('/api/me')).status()).toBe(401);
    });

    await test.step('the link works once', async () => {
      await page.goto(link);
      await expect(page.getByText('❌ This reset link is invalid, used or expired. Ask for a new one below.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ask for a New Link' })).toHaveAttribute('href', '/forgot-password');
    });

    await test.step('the new password signs in', async () => {
      await signInThroughScreens(page, { email, password: newPassword });
      expect((await page.request.get('/api/me')).status()).toBe(200);
    });
  } finally {
    await other.close();
    await member.context.close();
  }
});

test('with two-factor on, the reset needs a code from the app', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const member = await newMember(browser, baseURL ?? '', request);
  const { email, password } = credentials(member);
  const newPassword = `${password}-new`;
  const other = await browser.newContext({ baseURL });
  const page = await other.newPage();

  try {
    const totp = await test.step('the member turns two-factor on', async () => {
      const setup = await member.page.request.post('/api/me/two-factor/setup', { data: {} });
      expect(setup.status(), await setup.text()).toBe(200);
      const { secret } = (await setup.json()) as { secret: string };
      const app = new TOTP({ issuer: 'Sangam', label: email, secret, digits: 6, period: 30, algorithm: 'SHA1' });
      const enabled = await member.page.request.post('/api/me/two-factor/enable', { data: { code: app.generate() } });
      expect(enabled.status(), await enabled.text()).toBe(200);
      return app;
    });

    const link = await test.step('"Forgot password?" e-mails a reset link', () => askForResetLink(page, email));

    await test.step('the reset screen asks for a code; a wrong one is refused, the right one changes the password', async () => {
      await page.goto(link);
      const code = page.getByLabel('Authentication code');
      await expect(code).toBeVisible();
      await fillNewPassword(page, newPassword);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText('❌ Enter the code from your authenticator app, or a recovery code.')).toBeVisible();

      await code.fill('000000');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText('❌ That code is not right. Check your authenticator app and try again.')).toBeVisible();
      await expect(code).toHaveValue('');

      // The enrolment used this 30 s step's code; the app's next one is accepted (±1 step).
      await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expectPasswordChanged(page, email);
      expect((await member.page.request.get('/api/me')).status()).toBe(401);
    });

    await test.step('the new password is the one that leads to the second step of sign-in', async () => {
      const oldOne = await page.request.post('/api/auth/login', { data: { email, password } });
      expect(oldOne.status()).toBe(401);
      const newOne = await page.request.post('/api/auth/login', { data: { email, password: newPassword } });
      expect(newOne.status(), await newOne.text()).toBe(200);
      expect(await newOne.json()).toMatchObject({ next: 'two-factor' });
    });
  } finally {
    await other.close();
    await member.context.close();
  }
});

test('an administrator resets a forgotten password from the admin sign-in; their session ends', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // The e2e administrator is the only one: the journey resets its password, and gives it back at the end.
  const temporary = 'monsoon-over-the-ghats-2026';
  const resetLink = /https?:\/\/\S+\/admin\/reset-password\?token=[0-9a-f]{64}/;
  const signedIn = await signedInAdmin(browser, baseURL ?? '');
  const other = await browser.newContext({ baseURL });
  const page = await other.newPage();
  const mailed = await mailsMatching(e2eAdmin.email, resetLink);

  try {
    await test.step('"Forgot password?" on the admin sign-in e-mails an administrator’s link', async () => {
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/admin\/forgot-password$/);
      await page.getByLabel('Email').fill(e2eAdmin.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText('If that address belongs to an administrator, a link to reset the password is on its way. It works once, for 30 minutes.')).toBeVisible();
    });

    await test.step('the link takes a password of 12 characters or more and leads back to the admin sign-in', async () => {
      const [link] = await lastMailMatching(e2eAdmin.email, resetLink, mailed + 1);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
      await fillNewPassword(page, 'short-pass1');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText('❌ Password must be at least 12 characters.')).toBeVisible();
      await fillNewPassword(page, temporary);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByText(changed)).toBeVisible();
      await mailMatching(e2eAdmin.email, /password of your Sangam administrator account was just reset/);
    });

    await test.step('the session signed in before is over', async () => {
      expect((await signedIn.request.get('/api/admin/session')).status()).toBe(401);
      await signedIn.reload();
      await expect(signedIn.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    });

    await test.step('the new password signs in, the old one does not', async () => {
      expect((await page.request.post('/api/admin/session', { data: e2eAdmin })).status()).toBe(401);
      await page.getByLabel('Email').fill(e2eAdmin.email);
      await page.getByLabel('Password').fill(temporary);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
    });
  } finally {
    // The other specs sign in with the administrator's usual password.
    const before = await mailsMatching(e2eAdmin.email, resetLink);
    expect((await page.request.post('/api/admin/password-reset', { data: { email: e2eAdmin.email } })).status()).toBe(202);
    const [link] = await lastMailMatching(e2eAdmin.email, resetLink, before + 1);
    const token = new URL(link).searchParams.get('token');
    const restored = await page.request.post('/api/admin/password-reset/confirm', { data: { token, password: e2eAdmin.password } });
    expect(restored.status(), await restored.text()).toBe(200);
    await other.close();
    await signedIn.context().close();
  }
});
