import { expect, test, type Page } from '@playwright/test';

async function submitValidEntry(page: Page) {
  await page.goto('/marketing');
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Email').fill('meera@example.in');
  await page.getByLabel('City').fill('Pune');
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
}

test('a failing server shows the ❌ message and keeps the entry', async ({ page }) => {
  await page.route('**/api/waitlist', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something broke.' } } }),
  );
  await submitValidEntry(page);

  await expect(page.getByText('❌ Something went wrong. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('meera@example.in');
});

test('a network failure shows the network-error message', async ({ page }) => {
  await page.route('**/api/waitlist', (route) => route.abort('internetdisconnected'));
  await submitValidEntry(page);

  await expect(page.getByText('❌ Network error. Please check your connection and try again.')).toBeVisible();
});
