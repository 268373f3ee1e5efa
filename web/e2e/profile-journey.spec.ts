import { expect, test } from '@playwright/test';

import { newMember, type Member } from './support/members';

type DeckCard = { id: string; title: string | null; location: string | null };

async function cardOf(viewer: Member, member: Member): Promise<DeckCard | undefined> {
  const deck = await viewer.page.request.get('/api/discover?limit=50');
  expect(deck.status()).toBe(200);
  const { cards } = (await deck.json()) as { cards: DeckCard[] };
  return cards.find((card) => card.id === member.id);
}

/**
 * /profile and /settings against the real server (issue 12): a new member edits their profile,
 * saves, reloads and sees it; another member, whose deck already held the old card, sees the
 * change on the card and the profile at once; the member switches theme and language, and both
 * hold after a reload.
 */
test('a profile edit is saved, seen by others at once, and preferences apply at once', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const member = await newMember(browser, origin, request);
  const viewer = await newMember(browser, origin, request);
  const { page } = member;

  try {
    await test.step("the other member's deck holds the card as it was", async () => {
      // Without a title of its own, a card shows the role from the application.
      expect(await cardOf(viewer, member)).toMatchObject({ title: 'Co-founder & CTO' });
    });

    await test.step('edit, save, reload: the profile shows what was saved', async () => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel(/^Title/).fill('Chief Ledger Officer');
      await page.getByLabel(/^Location/).fill('Pune');
      await page.getByLabel('Your skills').fill('Payments');
      await page.getByLabel('Your skills').press('Enter');
      await page.getByLabel(/^Website/).fill('https://chailedger.in');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Your profile is saved. Other members see the change at once.')).toBeVisible();
      await page.reload();
      await expect(page.getByText('Chief Ledger Officer · Chai Ledger')).toBeVisible();
      await expect(page.getByRole('link', { name: /chailedger\.in/ })).toHaveAttribute('href', 'https://chailedger.in');
      await expect(page.getByText('Payments', { exact: true })).toBeVisible();
    });

    await test.step('the other member sees the new title on the card and the profile at once', async () => {
      expect(await cardOf(viewer, member)).toMatchObject({ title: 'Chief Ledger Officer', location: 'Pune' });
      await viewer.page.goto(`/members/${member.id}`);
      await expect(viewer.page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
      await expect(viewer.page.getByText('Chief Ledger Officer · Chai Ledger')).toBeVisible();
    });

    await test.step('the member sees the view counted', async () => {
      await page.goto('/profile');
      const views = page.getByText('Profile views', { exact: true }).locator('xpath=..');
      await expect(views).toContainText('1');
    });

    await test.step('theme and language apply at once and hold after a reload', async () => {
      await page.goto('/settings');
      await page.getByLabel('Theme').selectOption('light');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await page.getByLabel('Language').selectOption('hi');
      await expect(page.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const stored = await page.request.get('/api/me/settings');
      expect(((await stored.json()) as { preferences: unknown }).preferences).toMatchObject({ theme: 'light', language: 'hi' });
    });
  } finally {
    await member.context.close();
    await viewer.context.close();
  }
});
