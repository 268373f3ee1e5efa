import { expect, test } from '@playwright/test';
import { TOTP } from 'otpauth';

import { newMember } from './support/members';

/**
 * Two-factor sign-in in a real browser against the real server (issue 12): a new member turns it
 * on in /settings with a code computed here from the secret the screen shows, sees the recovery
 * codes once, signs out, and signs in again with the password and then a code; a wrong code is
 * refused on the way.
 */
test('turn on two-factor with a code from the shown secret, sign out, sign in with a code', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const member = await newMember(browser, baseURL ?? '', request);
  const { page } = member;
  const email = member.email ?? '';
  const password = member.password ?? '';
  let totp: TOTP | undefined;

  try {
    await test.step('enable it in Settings with the code the app would show', async () => {
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Account' });
      await section.getByRole('button', { name: 'Enable' }).click();
      await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      totp = new TOTP({ issuer: 'Sangam', label: email, secret, digits: 6, period: 30, algorithm: 'SHA1' });
      await section.getByLabel('The 6-digit code the app shows').fill(totp.generate());
      await section.getByRole('button', { name: 'Turn on' }).click();
      await expect(section.getByText('Two-factor sign-in is on.')).toBeVisible();
      await expect(section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
      await section.getByRole('button', { name: 'I have saved them' }).click();
      await expect(section.getByText('Enabled', { exact: true })).toBeVisible();
    });

    await test.step('sign out', async () => {
      await page.getByRole('button', { name: 'Sign out' }).first().click();
      await expect(page).toHaveURL(/\/founder-login$/);
    });

    await test.step('the password alone is not enough; a wrong code is refused; the right one signs in', async () => {
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/password-verify$/);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      const code = page.getByLabel('Authentication code');
      await expect(code).toBeVisible();
      expect((await page.request.get('/api/me')).status()).toBe(401);

      await code.fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('❌ That code is not right. Please try again.')).toBeVisible();

      // The enrolment used this 30 s step's code; the app's next one is accepted (±1 step).
      await code.fill(totp?.generate({ timestamp: Date.now() + 30_000 }) ?? '');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).not.toHaveURL(/\/password-verify$/);
      expect((await page.request.get('/api/me')).status()).toBe(200);
    });
  } finally {
    await member.context.close();
  }
});
