import { expect, type Page } from '@playwright/test';

/**
 * Steps 2 to 4 of the application (from step 2, its first two fields typed): company, role and
 * industry, interests and goals, the Core plan; submits and expects the success page. Journeys
 * that arrive by an invitation link share it.
 */
export async function finishApplication(page: Page, company: string): Promise<void> {
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Your role').fill('Founder');
  await page.getByRole('group', { name: 'Industry' }).getByText('E-commerce', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('group', { name: 'Interests' }).getByText('Sales', { exact: true }).click();
  await page.getByRole('group', { name: 'Goals' }).getByText('Raise Funding', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('group', { name: 'Membership plan' }).getByText('Core', { exact: true }).click();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/applications'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await answer).status()).toBe(201);
  await expect(page).toHaveURL(/\/success$/);
}
