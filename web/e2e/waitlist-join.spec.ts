import { expect, test } from '@playwright/test';

test('a mentor joins the waitlist from the marketing page', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });

  await page.goto('/marketing');
  await page.getByRole('button', { name: 'Become a Mentor' }).click();

  const role = page.getByLabel('I am joining as');
  await expect(role).toHaveValue('Mentor');
  await expect(page.locator('#waitlist')).toBeInViewport();

  await page.getByLabel('Full name').fill('Ananya Krishnan');
  await page.getByLabel('Email').fill(`ananya.${Date.now()}@example.in`);
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('Tell us about yourself').fill('Two exits in fintech; I mentor first-time founders.');

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/waitlist'));
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  expect((await answer).status()).toBe(201);

  const message = page.getByText("✅ Successfully joined the waitlist! We'll be in touch soon.");
  await expect(message).toBeVisible();

  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('City')).toHaveValue('');
  await expect(page.getByLabel('Tell us about yourself')).toHaveValue('');
  await expect(role).toHaveValue('Founder');
  expect(problems).toEqual([]);
});
