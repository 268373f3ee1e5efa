import { expect, test, type Page } from '@playwright/test';

import { connect, newMember } from './support/members';

/**
 * /analytics against the real server (issue 14, docs/analytics.md): a new member connects with
 * another new member and sees the connection in the last 7 days. The browser cannot age data, so
 * the 90-day view is told apart by what the page asks for and shows: its URL, its request and one
 * row per day in the chart's table, the connection counted in both.
 */

const connectionsCard = (page: Page) => page.getByRole('article', { name: 'Connections' });
const dayRows = (page: Page) => page.getByRole('table', { name: /^Activity per day, / }).locator('tbody tr');

test('the analytics range buttons change the figures', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const first = await newMember(browser, baseURL ?? '', request);
  const second = await newMember(browser, baseURL ?? '', request);
  const page = first.page;
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const ranges = page.getByRole('group', { name: 'Period' });
  try {
    await test.step('the two members connect', async () => {
      await connect(first, second);
    });

    await test.step('the first member opens /analytics and sees the connection in the last 7 days', async () => {
      await page.goto('/analytics');
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      const weekly = page.waitForRequest((sent) => sent.url().endsWith('/api/me/analytics?range=7d'));
      await ranges.getByRole('button', { name: '7d' }).click();
      await weekly;
      await expect(page).toHaveURL(/\/analytics\?range=7d$/);
      await expect(ranges.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
      await expect(connectionsCard(page).getByText('1', { exact: true })).toBeVisible();
      // Nothing before the range: the change is "New", not a percentage of zero.
      await expect(connectionsCard(page).getByText('New', { exact: true })).toBeVisible();
      await expect(dayRows(page)).toHaveCount(7);
      // The chart (uPlot, loaded after the figures) draws on a canvas.
      await expect(page.locator('.uplot canvas')).toBeVisible();
    });

    await test.step('90d asks for 90 days and shows 90 of them, the connection still counted', async () => {
      const quarterly = page.waitForRequest((sent) => sent.url().endsWith('/api/me/analytics?range=90d'));
      await ranges.getByRole('button', { name: '90d' }).click();
      await quarterly;
      await expect(page).toHaveURL(/\/analytics\?range=90d$/);
      await expect(dayRows(page)).toHaveCount(90);
      await expect(page.getByText('The last 90 days, compared with the 90 days before.')).toBeVisible();
      await expect(connectionsCard(page).getByText('1', { exact: true })).toBeVisible();
    });

    await test.step('Back returns to 7 days, from the URL', async () => {
      await page.goBack();
      await expect(page).toHaveURL(/\/analytics\?range=7d$/);
      await expect(ranges.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
      await expect(dayRows(page)).toHaveCount(7);
    });
    expect(problems).toEqual([]);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});
