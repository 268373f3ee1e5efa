import { expect, test, type Page } from '@playwright/test';

import { signedInAdmin } from './support/admin';
import { finishApplication } from './support/application-form';
import { mailMatching } from './support/mail-matching';

/**
 * The waitlist, answered (docs/waitlist.md), against the real server: a person joins the waitlist
 * and is acknowledged by e-mail; an administrator finds them in the Waitlist section of /admin and
 * invites them; the e-mailed link opens the application prefilled; once submitted, the review
 * card says "Invited from the waitlist" and the waitlist row says Applied. One POST /api/waitlist
 * and one POST /api/applications (the public forms' limits are shared by every spec).
 */

function trackProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('waitlist → Invite → the application is marked invited', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const problems = trackProblems(page);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const person = { name: `Ira Menon${stamp}`, email: `ira.menon+${stamp}@example.in` };
  const admin = await signedInAdmin(browser, baseURL ?? '');

  try {
    await test.step('a founder joins the waitlist and is acknowledged by e-mail', async () => {
      await page.goto('/marketing');
      await page.getByLabel('Full name').fill(person.name);
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('City').fill('Kochi');
      await page.getByLabel('Tell us about yourself').fill('Spices from Kerala, sold online.');
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/waitlist'));
      await page.getByRole('button', { name: 'Join the waitlist' }).click();
      expect((await answer).status()).toBe(201);
      await mailMatching(person.email, /Thank you for joining the Sangam waitlist/);
    });

    const row = admin.getByRole('table', { name: 'Waitlist' }).getByRole('row').filter({ hasText: person.email });

    await test.step('the administrator finds them in the Waitlist section and invites them', async () => {
      await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Waitlist' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
      await admin.getByRole('searchbox', { name: 'Name, e-mail or city' }).fill(person.email);
      await admin.getByRole('button', { name: 'Search' }).click();
      await expect(row).toContainText('Not invited');
      await row.getByRole('button', { name: `Invite ${person.name}` }).click();
      await expect(admin.getByText(`✅ Invitation sent to ${person.email}.`)).toBeVisible();
      await expect(row).toContainText('Invited');
    });

    const [link] = await test.step('the invitation arrives by e-mail', () => mailMatching(person.email, /https?:\/\/\S+\/invite\?code=[0-9a-f]{64}/));

    await test.step('the link opens the application, prefilled with what the waitlist knows', async () => {
      await page.goto(link);
      await expect(page.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();
      await page.getByRole('button', { name: 'Start my application' }).click();
      await expect(page).toHaveURL(/\/onboarding\/step1$/);
      await expect(page.getByLabel('First name')).toHaveValue('Ira');
      await expect(page.getByLabel('Last name')).toHaveValue(`Menon${stamp}`);
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(person.email);
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page.getByLabel(/Short bio/)).toHaveValue('Spices from Kerala, sold online.');
      await finishApplication(page, 'Menon Spices');
    });

    await test.step('the review card says "Invited from the waitlist" and the waitlist row says Applied', async () => {
      await admin.reload();
      await expect(row).toContainText('Applied');
      await expect(row.getByRole('button', { name: /Invite/ })).toHaveCount(0);

      await admin.goto('/admin');
      await expect(admin.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
      await admin.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Pending' }).click();
      const card = admin.getByRole('list', { name: 'Profiles' }).getByRole('article').filter({ hasText: person.email });
      await expect(card).toContainText('Invited from the waitlist');
    });
  } finally {
    await admin.context().close();
  }
  expect(problems).toEqual([]);
});
