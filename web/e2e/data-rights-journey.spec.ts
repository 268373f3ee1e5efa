import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { newMember } from './support/members';

/**
 * Data rights in a real browser against the real server (issue 12): a new member exports their
 * data from /settings and the browser saves a zip, then deletes the account with the password;
 * signing in again fails because the account is gone.
 */
test('export downloads a zip; delete the account, and signing in again fails', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const member = await newMember(browser, baseURL ?? '', request);
  const { page } = member;
  const email = member.email ?? '';
  const password = member.password ?? '';

  try {
    await page.goto('/settings');
    const danger = page.getByRole('region', { name: 'Danger Zone' });

    await test.step('Export: the browser saves a zip of my data', async () => {
      const download = page.waitForEvent('download');
      await danger.getByRole('button', { name: 'Export' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^sangam-export-\d{4}-\d{2}-\d{2}\.zip$/);
      const bytes = await readFile((await file.path()) ?? '');
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      // The manifest names me (its JSON is stored deflated, but the entry name is plain).
      expect(bytes.includes('manifest.json')).toBe(true);
      await expect(danger.getByText('Your export is ready and downloading.')).toBeVisible();
    });

    await test.step('Delete: a wrong password changes nothing, the right one erases the account', async () => {
      await danger.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account' });
      await dialog.getByLabel('Password').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(dialog.getByText('Incorrect password. Please try again.')).toBeVisible();
      expect((await page.request.get('/api/me')).status()).toBe(200);

      await dialog.getByLabel('Password').fill(password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByRole('dialog', { name: 'Your account is deleted' })).toBeVisible();
      expect((await page.request.get('/api/me')).status()).toBe(401);
      await page.getByRole('button', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    await test.step('signing in again fails', async () => {
      await page.goto('/founder-login');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('❌ Email not found or not approved yet.')).toBeVisible();
      const login = await page.request.post('/api/auth/login', { data: { email, password } });
      // The address is unknown now, as if it had never applied.
      expect(login.status()).toBe(404);
    });
  } finally {
    await member.context.close();
  }
});
