import { expect, test, type Locator } from '@playwright/test';

import { connect, newMember } from './support/members';

/**
 * The founder score against the real server (issue 14, docs/score.md): a new member notes their
 * score, connects with another new member (both press Connect), and after a reload the total has
 * risen and First Connection is unlocked.
 */

/** The total as the screen states it for screen readers: "24.9 out of 100". */
async function totalOf(overview: Locator): Promise<number> {
  const text = (await overview.getByText(/ out of 100$/).textContent()) ?? '';
  const total = Number.parseFloat(text);
  expect(total, `a total in "${text}"`).not.toBeNaN();
  return total;
}

test('see the score and an achievement change after connecting', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const first = await newMember(browser, baseURL ?? '', request);
  const second = await newMember(browser, baseURL ?? '', request);
  const page = first.page;
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const overview = page.getByRole('region', { name: 'Your score' });
  const firstConnection = page.getByRole('article', { name: 'First Connection' });
  const connectionsGoal = page.getByRole('region', { name: 'Weekly Goals' }).getByRole('listitem', { name: 'Make 3 connections' });
  try {
    let before = 0;
    await test.step('the first member opens /founder-score and notes the score', async () => {
      await page.goto('/founder-score');
      await expect(page.getByRole('heading', { level: 1, name: 'Founder Score' })).toBeVisible();
      await expect(overview.getByText(/points needed$/)).toBeVisible();
      before = await totalOf(overview);
      await expect(firstConnection).toBeVisible();
      await expect(firstConnection.getByText('UNLOCKED', { exact: true })).toHaveCount(0);
      await expect(connectionsGoal).toContainText('0/3');
      const history = page.getByRole('region', { name: 'Score History (Last 30 Days)' });
      await expect(history.getByRole('listitem')).toHaveCount(30);
      await expect(history.getByText('30 days ago')).toBeVisible();
      await expect(history.getByText('Today')).toBeVisible();
      // Opening the screen keeps today's score: the last bar is today's, with its points.
      await expect(history.getByRole('listitem').last()).toHaveAccessibleName(/: [\d.]+ points?$/);
    });

    await test.step('the two members connect', async () => {
      await connect(first, second);
    });

    await test.step('after a reload the total has risen and First Connection shows UNLOCKED', async () => {
      await page.reload();
      await expect(firstConnection.getByText('UNLOCKED', { exact: true })).toBeVisible();
      expect(await totalOf(overview)).toBeGreaterThan(before);
      await expect(connectionsGoal).toContainText('1/3');
    });
    expect(problems).toEqual([]);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});
