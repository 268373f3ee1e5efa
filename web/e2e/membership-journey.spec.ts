import { writeFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { mailMatching } from './support/mail-matching';
import { e2eAdmin } from './support/mailbox';

/**
 * The whole membership journey against the real server, no mocks: apply, get approved by an
 * administrator, receive the invitation e-mail (through the run's SMTP sink), set a password,
 * pick a role, sign out, sign in again and add a profile picture.
 *
 * Rate limits are per client address and every spec comes from 127.0.0.1; this journey makes one
 * POST /api/applications, one POST /api/auth/email, one password set-up and one wrong password.
 */

// A valid 1×1 PNG.
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function trackProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('opening a later application step without the earlier ones starts at step 1', async ({ page }) => {
  await page.goto('/onboarding/step3');
  await expect(page).toHaveURL(/\/onboarding\/step1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
});

test('an applicant is approved, sets a password from the e-mailed link, and signs in again', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const problems = trackProblems(page);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const applicant = { firstName: 'Kavya', lastName: `Rao ${stamp}`, email: `kavya.rao+${stamp}@example.in` };
  const password = `chai-and-code-${stamp}`;

  await test.step('step 1: who you are', async () => {
    await page.goto('/onboarding/step1');
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await page.getByLabel('First name').fill(applicant.firstName);
    await expect(next).toBeDisabled();
    await page.getByLabel('Last name').fill(applicant.lastName);
    await expect(next).toBeDisabled();
    await page.getByLabel(/LinkedIn profile URL/).fill('https://www.linkedin.com/in/kavya-rao');
    await expect(next).toBeDisabled();
    await page.getByLabel('Email', { exact: true }).fill(applicant.email);
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL(/\/onboarding\/step2$/);
  });

  await test.step('step 2: the venture', async () => {
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByLabel('Company name').fill('Kirana Labs');
    await page.getByLabel('Your role').fill('Co-founder & CEO');
    await expect(next).toBeDisabled();
    await page.getByRole('group', { name: 'Industry' }).getByText('Fintech', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Fintech' })).toBeChecked();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL(/\/onboarding\/step3$/);
  });

  await test.step('step 3: interests and goals', async () => {
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await page.getByRole('group', { name: 'Interests' }).getByText('Technology', { exact: true }).click();
    await expect(next).toBeDisabled();
    await page.getByRole('group', { name: 'Goals' }).getByText('Raise Funding', { exact: true }).click();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL(/\/onboarding\/step4$/);
  });

  await test.step('step 4: plan and submit', async () => {
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByRole('group', { name: 'Membership plan' }).getByText('Core', { exact: true }).click();
    await expect(submit).toBeEnabled();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/applications'));
    await submit.click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByText('✅ Application submitted!')).toBeVisible();
    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Application Submitted' })).toBeVisible();
  });

  await test.step('an administrator approves the application', async () => {
    const admin = await browser.newContext({ baseURL });
    try {
      const adminPage = await admin.newPage();
      await adminPage.goto('/admin');
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
      await adminPage.getByLabel('Email').fill(e2eAdmin.email);
      await adminPage.getByLabel('Password').fill(e2eAdmin.password);
      await adminPage.getByRole('button', { name: 'Sign In' }).click();

      await expect(adminPage.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
      await expect(adminPage.getByRole('tab', { name: /^Profiles/ })).toHaveAttribute('aria-selected', 'true');
      const card = adminPage.getByRole('list', { name: 'Profiles' }).getByRole('article', {
        name: `${applicant.firstName} ${applicant.lastName}`,
      });
      await expect(card).toHaveAttribute('data-status', 'pending');
      await expect(card).toContainText(applicant.email);

      const decision = adminPage.waitForResponse((response) => /\/api\/admin\/profiles\/[^/]+\/decision$/.test(response.url()));
      await card.getByRole('button', { name: 'Approve' }).click();
      expect((await decision).ok()).toBe(true);
      await expect(card).toHaveAttribute('data-status', 'approved');
      await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    } finally {
      await admin.close();
    }
  });

  const setupLink = await test.step('the invitation e-mail arrives with a set-up link', async () => {
    // After the application's acknowledgement.
    const [, href] = await mailMatching(applicant.email, /(\S+\/password-setup\?email=[^&\s]+&token=[0-9a-f]{64})(?=\s|$)/);
    const link = new URL(href ?? '');
    expect(link.origin).toBe(new URL(baseURL ?? '').origin);
    expect(link.searchParams.get('email')).toBe(applicant.email);
    return link;
  });

  await test.step('the link sets the password, then the member picks Founder', async () => {
    await page.goto(setupLink.href);
    await expect(page).toHaveURL(/\/password-setup\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set Your Password' })).toBeVisible();
    await expect(page.getByText(applicant.email)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText('✅ Password set successfully! Redirecting...')).toBeVisible();

    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How will you use Sangam?' })).toBeVisible();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/me/role'));
    await page.getByRole('button', { name: /^Founder/ }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page).toHaveURL(/\/founder$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  });

  await test.step('sign out', async () => {
    const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    expect((await signedOut).status()).toBe(204);
    await expect(page).toHaveURL(/\/founder-login$/);
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
  });

  await test.step('sign in again: a wrong password, then the right one', async () => {
    await page.goto('/founder-login');
    await page.getByLabel('Email').fill(applicant.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/password-verify$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter Password' })).toBeVisible();

    const passwordField = page.getByLabel('Password', { exact: true });
    await passwordField.fill(`${password}-wrong`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('❌ Incorrect password. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/password-verify$/);

    await passwordField.fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/profile-picture-setup$/);
  });

  await test.step('a first profile picture', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Add a Profile Picture' })).toBeVisible();
    const looksGood = page.getByRole('button', { name: 'Looks Good' });
    await expect(looksGood).toBeDisabled();

    const photoPath = testInfo.outputPath('kavya.png');
    await writeFile(photoPath, onePixelPng);
    await page.getByLabel('Profile picture file').setInputFiles(photoPath);
    await expect(page.getByRole('img', { name: 'Preview of your profile picture' })).toBeVisible();

    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/me/photo'));
    await looksGood.click();
    expect((await uploaded).ok()).toBe(true);
    await expect(page).toHaveURL(/\/founder$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  });

  expect(problems).toEqual([]);
});
