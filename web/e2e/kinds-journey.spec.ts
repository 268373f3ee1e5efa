import { expect, test } from '@playwright/test';

import { signedInAdmin } from './support/admin';
import { mailMatching } from './support/mail-matching';
import { newMember } from './support/members';

/**
 * Kinds are granted, not chosen (docs/kinds.md), in real browsers against the real server: a new
 * member opens the investor dashboard and is refused (403) with a way to ask, asks in /settings
 * with the investor's facts, the administrator approves it in /admin?section=kinds, and the
 * dashboard opens for the member.
 */
test('a member asks to be an investor, is refused the dashboard until an administrator approves', async ({ browser, baseURL, request }) => {
  const member = await newMember(browser, baseURL ?? '', request);
  const { page } = member;

  await page.goto('/investor-dashboard');
  await expect(page.getByText('This page is for investors. An administrator has not approved you as one yet: ask to act as an investor in Settings.')).toBeVisible();
  expect((await page.request.get('/api/investor/startups')).status()).toBe(403);
  await page.getByRole('link', { name: 'Ask in Settings' }).click();
  await expect(page).toHaveURL(/\/settings\?ask=Investor#kinds$/);

  const form = page.getByRole('form', { name: 'Act as an investor' });
  await form.getByLabel('Firm or fund').fill('Pillai Family Office');
  await form.getByLabel('Typical cheque size').fill('₹25 L – ₹1 Cr');
  await form.getByRole('checkbox', { name: 'Seed', exact: true }).check();
  await form.getByLabel('Sectors, separated by commas').fill('Fintech, SaaS');
  await form.getByRole('button', { name: 'Send the request' }).click();
  const section = page.getByRole('region', { name: 'Mentor or investor' });
  await expect(section.getByText('✅ Asked. An administrator will answer by e-mail.')).toBeVisible();
  await expect(section.getByText('Waiting for an administrator')).toBeVisible();

  const admin = await signedInAdmin(browser, baseURL ?? '');
  await admin.goto('/admin?section=kinds');
  const card = admin.getByRole('article').filter({ hasText: member.email ?? '' });
  await expect(card.getByText('Pillai Family Office')).toBeVisible();
  await expect(card.getByText('Seed', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /^Approve/ }).click();
  await expect(admin.getByText(`✅ Approved: ${member.name} as an investor.`)).toBeVisible();
  await mailMatching(member.email ?? '', /An administrator approved you as an investor/);

  await page.goto('/investor-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Investor dashboard' })).toBeVisible();
  await expect(page.getByText('An administrator has not approved you')).toHaveCount(0);
  await admin.context().close();
  await member.context.close();
});
