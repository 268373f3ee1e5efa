import { expect, type Browser, type Page } from '@playwright/test';

import { e2eAdmin } from './mailbox';

/** The e2e administrator, signed in on /admin through its form in a browser context of their own; the review queue is up. */
export async function signedInAdmin(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
  return page;
}
