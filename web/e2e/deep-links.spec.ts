import { expect, test } from '@playwright/test';

import { signInAsDemoFounder } from './support/demo';

test('a reload on a client route still renders it', async ({ page }) => {
  await signInAsDemoFounder(page);  // /test lives in the member area
  await page.goto('/test#section');
  await expect(page.getByRole('heading', { level: 1, name: 'Routing test' })).toBeVisible();
  await expect(page.getByTestId('location-path')).toHaveText('/test');
  await expect(page.getByTestId('location-hash')).toHaveText('#section');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Routing test' })).toBeVisible();
  await expect(page.getByTestId('location-url')).toHaveText(page.url());
});

test('a founder-area deep link opens inside the member shell once signed in', async ({ page }) => {
  await page.goto('/founder-score');
  await expect(page).toHaveURL(/\/founder-login$/);
  await signInAsDemoFounder(page);
  await page.goto('/founder-score');
  await expect(page.getByRole('heading', { level: 1, name: 'Founder Score' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeAttached();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
