import { expect, test, type Page } from '@playwright/test';

import { signedInAdmin } from './support/admin';
import { newMember } from './support/members';

/**
 * /verification against the real server (issue 14, docs/verification.md): the SPEC's odd form
 * mapping on a real submit, and a step an administrator approves on /admin that the member then
 * sees completed. Fresh members each time: the API contract spec uses the demo founder.
 */

const statusOf = (page: Page, step: string) => page.getByRole('article', { name: step }).getByRole('img');

async function openVerification(page: Page) {
  await page.goto('/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('1/6 completed');
}

test("submit company info and see the odd mapping's next form", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const member = await newMember(browser, baseURL ?? '', request);
  const page = member.page;
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  try {
    await test.step('the screen opens with no form (the current-step value starts at 0)', async () => {
      await openVerification(page);
      await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('17% complete - Keep going!');
      await expect(statusOf(page, 'Email Verification')).toHaveAccessibleName('Completed');
      await expect(statusOf(page, 'Company Verification')).toHaveAccessibleName('Pending');
      await expect(page.getByRole('form')).toHaveCount(0);
    });

    await test.step('the company card opens the company form (value 3) and it is sent', async () => {
      await page.getByRole('button', { name: 'Start: Company Verification' }).click();
      const form = page.getByRole('form', { name: 'Company information' });
      await expect(form.getByLabel('Description')).toHaveAttribute('rows', '4');
      await form.getByLabel('Company name').fill('Chai Ledger');
      await form.getByLabel('Website').fill('https://chailedger.example.in');
      await form.getByLabel('Description').fill('Bookkeeping for tea stalls, on a phone.');
      const sent = page.waitForResponse((response) => response.url().endsWith('/api/me/verification/company') && response.request().method() === 'PUT');
      await form.getByRole('button', { name: 'Submit company info' }).click();
      expect((await sent).status()).toBe(200);
    });

    await test.step('the value becomes 4: the identity document form shows, and the company step waits for review', async () => {
      await expect(page.getByRole('form', { name: 'Identity document' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Company information' })).toHaveCount(0);
      await expect(page.getByText('✅ Your company information is waiting for review. Next: your identity document.')).toBeVisible();
      await expect(statusOf(page, 'Company Verification')).toHaveAccessibleName('In progress');
    });

    await test.step('choosing a file sends it, and the value becomes 5: the video call', async () => {
      await page.getByRole('form', { name: 'Identity document' }).getByLabel('Choose a file').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') });
      await expect(page.getByRole('form', { name: 'Book your video call' })).toBeVisible();
      await expect(statusOf(page, 'Identity Document')).toHaveAccessibleName('In progress');
    });
    expect(problems).toEqual([]);
  } finally {
    await member.context.close();
  }
});

test('an administrator approves a step', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const member = await newMember(browser, baseURL ?? '', request);
  const admin = await signedInAdmin(browser, baseURL ?? '');
  const profileUrl = `https://www.linkedin.com/in/meera-pillai-${Date.now()}`;
  const page = member.page;
  try {
    await test.step('the member connects LinkedIn in the browser; the company form follows', async () => {
      await openVerification(page);
      await page.getByRole('button', { name: 'Start: LinkedIn Profile' }).click();
      const form = page.getByRole('form', { name: 'Connect LinkedIn' });
      await form.getByLabel('LinkedIn profile URL').fill(profileUrl);
      await form.getByRole('button', { name: 'Connect LinkedIn' }).click();
      await expect(page.getByRole('form', { name: 'Company information' })).toBeVisible();
      await expect(statusOf(page, 'LinkedIn Profile')).toHaveAccessibleName('In progress');
    });

    await test.step('the administrator opens the Verification section and approves it', async () => {
      await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Verification' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
      await expect(admin).toHaveURL(/\/admin\?section=verification$/);
      const card = admin.getByRole('article', { name: `${member.name}: LinkedIn profile` }).filter({ hasText: profileUrl });
      await expect(card.getByRole('link', { name: 'Open the LinkedIn profile' })).toHaveAttribute('href', profileUrl);
      const decided = admin.waitForResponse((response) => response.url().endsWith(`/api/admin/verification/${member.id}/linkedin/decision`));
      await card.getByRole('button', { name: `Approve: ${member.name}, LinkedIn profile` }).click();
      expect((await decided).status()).toBe(200);
      await expect(admin.getByText(`✅ Approved: ${member.name}’s LinkedIn profile.`)).toBeVisible();
      await expect(card).toHaveCount(0);
    });

    await test.step('the member reloads and sees the step completed', async () => {
      await page.reload();
      await expect(statusOf(page, 'LinkedIn Profile')).toHaveAccessibleName('Completed');
      await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('2/6 completed');
      await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('33% complete - Keep going!');
    });
  } finally {
    await admin.context().close();
    await member.context.close();
  }
});
