import { expect, test } from '@playwright/test';

test('a visitor goes from the landing page to the application with Request Access', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });

  await page.goto('/');
  await expect(page.getByText('Invitation Only')).toBeVisible();
  await expect(page.getByRole('link', { name: 'I have an invite' })).toHaveAttribute('href', '/onboarding/step1');

  await page.getByRole('link', { name: 'Request Access' }).click();

  await expect(page).toHaveURL(/\/onboarding\/step1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  // Catches, among others, anything the server's Content-Security-Policy blocks.
  expect(problems).toEqual([]);
});
