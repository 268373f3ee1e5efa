import { expect, test } from '@playwright/test';

import { signedInAdmin } from './support/admin';
import { finishApplication } from './support/application-form';
import { mailMatching } from './support/mail-matching';
import { newMember } from './support/members';

/**
 * Member invitations (docs/invitations.md), against the real server: a member invites a friend
 * from /settings; the e-mailed link opens the application naming the member; once submitted, the
 * review queue lists it among the invited applications first, its card saying "Invited by" the
 * member. Two POST /api/applications (the new member's and the friend's).
 */
test('a member invites → mail → application → "Invited by" at the top of the queue', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const member = await newMember(browser, baseURL ?? '', request);
  const friend = `kavya.iyer+${Date.now()}${Math.floor(Math.random() * 1000)}@example.in`;
  const admin = await signedInAdmin(browser, baseURL ?? '');

  try {
    await test.step('the member invites a friend from Settings', async () => {
      await member.page.goto('/settings');
      const section = member.page.getByRole('region', { name: 'Invite someone' });
      await expect(section.getByText(/of \d+ invitations left this month/)).toBeVisible();
      await section.getByLabel('Their e-mail address').fill(friend);
      await section.getByLabel('A note for them (optional)').fill('Come build with us');
      await section.getByRole('button', { name: 'Send invitation' }).click();
      await expect(section.getByText(`Invitation sent to ${friend}.`)).toBeVisible();
      await expect(section.getByRole('list', { name: 'Invitations you sent' })).toContainText(friend);
    });

    const [link] = await test.step('the invitation arrives by e-mail', () => mailMatching(friend, /https?:\/\/\S+\/invite\?code=[0-9a-f]{64}/));

    await test.step('the link opens the application, naming the member', async () => {
      await page.goto(link);
      await expect(page.getByRole('heading', { name: `${member.name} invited you to Sangam` })).toBeVisible();
      await expect(page.getByText('Come build with us')).toBeVisible();
      await page.getByRole('button', { name: 'Start my application' }).click();
      await expect(page).toHaveURL(/\/onboarding\/step1$/);
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(friend);
      await page.getByLabel('First name').fill('Kavya');
      await page.getByLabel('Last name').fill('Iyer');
      await page.getByRole('button', { name: 'Next' }).click();
      await finishApplication(page, 'Iyer Textiles');
    });

    await test.step('the administrator finds it among the invited applications first, "Invited by" the member', async () => {
      await admin.goto('/admin');
      await expect(admin.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
      await admin.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Pending' }).click();
      const cards = admin.getByRole('list', { name: 'Profiles' }).getByRole('article');
      await expect(cards.first()).toContainText(/Invited (by|from)/);
      await expect(cards.filter({ hasText: friend })).toContainText(`Invited by ${member.name}`);
    });
  } finally {
    await admin.context().close();
    await member.context.close();
  }
  expect(problems).toEqual([]);
});
