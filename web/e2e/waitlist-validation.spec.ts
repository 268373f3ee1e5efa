import { expect, test } from '@playwright/test';

test('an invalid email cannot be submitted', async ({ page }) => {
  const waitlistRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/waitlist')) waitlistRequests.push(request.url());
  });

  await page.goto('/marketing');
  await page.getByLabel('Full name').fill('Rohan Das');
  await page.getByLabel('Email').fill('rohan@not-an-address');
  await page.getByLabel('City').fill('Kolkata');
  await page.getByRole('button', { name: 'Join the waitlist' }).click();

  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status')).toBeEmpty();
  expect(waitlistRequests).toEqual([]);
});
