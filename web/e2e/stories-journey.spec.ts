import { expect, test, type APIRequestContext } from '@playwright/test';

import { signInAsDemoFounder } from './support/demo';
import { e2eAdmin } from './support/mailbox';

/**
 * /success-stories in a real browser against the real server: an administrator publishes a story;
 * a member finds it under its filter, opens its modal from the grid (the address follows) and
 * again from its deep link; an unknown id says so. With every Healthcare story unpublished for a
 * moment, that filter says 'No stories found'.
 */

interface AdminStory {
  id: string;
  industry: string;
  tags: string[];
  status: 'draft' | 'published';
}

async function signInAdmin(request: APIRequestContext): Promise<void> {
  const signedIn = await request.post('/api/admin/session', { data: e2eAdmin });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

async function publishStory(request: APIRequestContext, title: string): Promise<string> {
  const created = await request.post('/api/admin/stories', {
    data: {
      title,
      founder: 'Nandini Rao',
      company: 'Ledgerly',
      industry: 'SaaS',
      timeline: '18 months',
      funding: '₹40 Cr Series A',
      description: 'Accounting software that speaks GST, built for India’s small manufacturers.',
      challenges: ['Owners kept books on paper'],
      solutions: ['A WhatsApp-first ledger'],
      results: ['9,000 factories on board'],
      metrics: { revenue: '₹12 Cr ARR', team: '60', users: '9,000', growth: '3x a year' },
      tags: ['B2B', 'GST'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Sets the status of every story the filter would show (industry or a tag, ignoring case); returns the ids it changed. */
async function setStoriesOf(request: APIRequestContext, filter: string, status: AdminStory['status'], only?: string[]): Promise<string[]> {
  const listed = await request.get('/api/admin/stories');
  expect(listed.status(), await listed.text()).toBe(200);
  const { stories } = (await listed.json()) as { stories: AdminStory[] };
  const matches = (story: AdminStory) => [story.industry, ...story.tags].some((value) => value.toLowerCase() === filter.toLowerCase());
  const changed = stories.filter((story) => (only ? only.includes(story.id) : matches(story) && story.status !== status));
  for (const story of changed) {
    const patched = await request.patch(`/api/admin/stories/${story.id}`, { data: { status } });
    expect(patched.status(), await patched.text()).toBe(200);
  }
  return changed.map((story) => story.id);
}

test("a story's modal opens from the grid and from its deep link; a filter with nothing in it says No stories found", async ({ page, request }) => {
  const title = `Ledgers for Looms ${Date.now()}`;
  await signInAdmin(request);
  const id = await publishStory(request, title);
  await signInAsDemoFounder(page);

  await test.step('the SaaS filter shows the card; opening it changes the address and Escape closes it', async () => {
    await page.goto('/success-stories');
    await expect(page.getByRole('heading', { level: 1, name: 'Success Stories' })).toBeVisible();
    const filters = page.getByRole('group', { name: 'Filter by industry' });
    await expect(filters.getByRole('button')).toHaveText(['all', 'AI/ML', 'FinTech', 'Healthcare', 'B2B', 'SaaS']);
    await filters.getByRole('button', { name: 'SaaS' }).click();
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Nandini Rao, Ledgerly');
    await expect(card).toContainText('₹40 Cr Series A');

    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/success-stories/${id}$`));
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText('A WhatsApp-first ledger');
    await expect(dialog.getByLabel('Metrics')).toContainText('₹12 Cr ARR');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/success-stories$/);
    await expect(card.getByRole('link', { name: title })).toBeFocused();
  });

  await test.step('the deep link opens the same story over the grid; Close goes back to the grid', async () => {
    await page.goto(`/success-stories/${id}`);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText('9,000 factories on board');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/success-stories$/);
    await expect(page.getByRole('article', { name: title })).toBeVisible();

    await page.goto('/success-stories/no-such-story');
    await expect(page.getByRole('dialog', { name: 'Story not found' })).toBeVisible();
  });

  await test.step('with no Healthcare story published, that filter says No stories found', async () => {
    const hidden = await setStoriesOf(request, 'Healthcare', 'draft');
    try {
      await page.goto('/success-stories');
      await page.getByRole('group', { name: 'Filter by industry' }).getByRole('button', { name: 'Healthcare' }).click();
      await expect(page.getByText('No stories found')).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
    } finally {
      await setStoriesOf(request, 'Healthcare', 'published', hidden);
    }
  });
});
