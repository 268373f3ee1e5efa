import { expect, test, type Locator, type Page } from '@playwright/test';

import type { DeckCard } from './support/demo';
import { admirers, deck, demoFounder, passOn, present, signInAsDemoFounder } from './support/demo';

/**
 * Discover against the real server and its demo content (SANGAM_DEMO=1): the demo founder signs
 * in, swipes by keyboard and by drag to the end of a deck, connects with a member who had already
 * connected, sees the connection and the notification, uses the mobile layout, and blocks.
 *
 * The tests share the demo founder's swipes, so they run in order.
 */
test.describe.configure({ mode: 'serial' });

const endText = "That's all the geniuses we have for today!";

function trackProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The card on top of the deck: a region named after the member. */
const topCard = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

async function drag(page: Page, card: Locator, dx: number): Promise<void> {
  const box = await card.boundingBox();
  if (!box) throw new Error('the card is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 200);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(x + (dx * step) / 10, y);
  await page.mouse.up();
}

test('the demo founder signs in, swipes by keyboard and by drag, and reaches the end of the deck', async ({ page }) => {
  const problems = trackProblems(page);

  await test.step('sign in through the screens', async () => {
    await page.goto('/founder-login');
    await page.getByLabel('Email').fill(demoFounder.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/password-verify$/);
    await page.getByLabel('Password', { exact: true }).fill(demoFounder.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/profile-picture-setup$/);
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await expect(page).toHaveURL(/\/founder$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await expect(page.getByText(demoFounder.email).first()).toBeVisible();
  });

  // Mentors are a deck of 41 (data/demo's 40 and the demo mentor); all but the best three are
  // passed on through the API first.
  const mentors = (await deck(page.request, 'mentor')).cards;
  expect(mentors.length).toBe(41);
  const [first, second, third] = [0, 1, 2].map((at) => present(mentors[at], `mentor ${at + 1}`)) as [DeckCard, DeckCard, DeckCard];
  await passOn(page.request, mentors.slice(3));

  await test.step('the Mentors scenario shows the best mentor first, with its score', async () => {
    await page.getByRole('button', { name: 'Mentors', exact: true }).click();
    const card = topCard(page, first.name);
    await expect(card).toBeVisible();
    await expect(card.getByText(`${first.matchPercentage}%`)).toBeVisible();
    await expect(page.getByText(/Connect credits left this week/)).toBeVisible();
  });

  await test.step('Left arrow passes', async () => {
    const swiped = page.waitForResponse((response) => response.url().endsWith('/api/swipes'));
    await page.keyboard.press('ArrowLeft');
    const body = (await (await swiped).json()) as { target: string; decision: string };
    expect(body).toMatchObject({ target: first.id, decision: 'pass' });
    await expect(topCard(page, second.name)).toBeVisible();
    await expect(topCard(page, first.name)).toHaveCount(0);
  });

  await test.step('Right arrow connects and spends a credit', async () => {
    const swiped = page.waitForResponse((response) => response.url().endsWith('/api/swipes'));
    await page.keyboard.press('ArrowRight');
    const body = (await (await swiped).json()) as { target: string; decision: string; state: string };
    expect(body).toMatchObject({ target: second.id, decision: 'connect', state: 'pending' });
    await expect(topCard(page, third.name)).toBeVisible();
  });

  await test.step('a short drag snaps back; a drag past 100 px passes', async () => {
    const card = topCard(page, third.name);
    await drag(page, card, -60);
    await expect(card).toBeVisible();
    const swiped = page.waitForResponse((response) => response.url().endsWith('/api/swipes'));
    await drag(page, card, -220);
    expect(((await (await swiped).json()) as { decision: string }).decision).toBe('pass');
    await expect(page.getByText(endText)).toBeVisible();
  });

  expect(problems).toEqual([]);
});

test('connecting with a member who connected first makes a connection, shown in Connections and the bell', async ({ page }) => {
  const problems = trackProblems(page);
  await signInAsDemoFounder(page);
  const admirer = present(admirers[0], 'a founder who connected first');

  // The admirer is a founder; everyone ranked above them is passed on through the API.
  const founders = (await deck(page.request, 'founder')).cards;
  const at = founders.findIndex((card) => card.name === admirer);
  expect(at, `${admirer} in the founders' deck`).toBeGreaterThanOrEqual(0);
  await passOn(page.request, founders.slice(0, at));

  await page.goto('/founder');
  await page.getByRole('button', { name: 'Founders', exact: true }).click();
  await expect(topCard(page, admirer)).toBeVisible();
  // The demo's mentor and investor have already left the founder a few alerts; the match adds one.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText("It's a match!").first()).toBeVisible();

  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await bell.click();
  await expect(page.getByText(`You and ${admirer} both want to connect. Say hello!`)).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/connections');
  // In the list, not the side panels (where Recent Activity names the admirer too).
  const list = page.getByRole('main');
  await expect(list.getByText(admirer)).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search connections' });
  await search.fill(present(admirer.split(' ')[0], 'a first name').toUpperCase());
  await expect(list.getByText(admirer)).toBeVisible();
  await search.fill('no such founder anywhere');
  await expect(page.getByText('No connections match your search')).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('link', { name: `Message ${admirer}` })).toHaveAttribute('href', /\/inbox\/[^/]+$/);

  expect(problems).toEqual([]);
});

test('at 390 px the bottom bar and its drawer take the member around', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemoFounder(page);
  await page.goto('/founder');
  const bar = page.getByRole('navigation', { name: 'Primary' });
  for (const label of ['Discover', 'Connections', 'Inbox', 'Profile', 'Events']) {
    await expect(bar.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Pass', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeInViewport();
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);

  await bar.getByRole('link', { name: 'Connections' }).click();
  await expect(page).toHaveURL(/\/connections$/);
  await bar.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/virtual-events$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'More' });
  for (const label of ['Mentors', 'Investors', 'Cofounders', 'Analytics', 'Settings']) {
    await expect(drawer.getByRole('link', { name: label })).toBeVisible();
  }
  await drawer.getByRole('link', { name: 'Investors' }).click();
  await expect(page).toHaveURL(/\/investors$/);
  await expect(drawer).toBeHidden();
});

test('a blocked member disappears from Connections and from the deck', async ({ page }) => {
  await signInAsDemoFounder(page);
  const admirer = present(admirers[0], 'a founder who connected first');
  await page.goto('/connections');
  const list = page.getByRole('main');
  await expect(list.getByText(admirer)).toBeVisible();
  await page.getByRole('button', { name: `Block ${admirer}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
  await expect(list.getByText(admirer)).toHaveCount(0);
  const connections = (await (await page.request.get('/api/connections')).json()) as { connections: { member: { name: string } }[] };
  expect(connections.connections.map((connection) => connection.member.name)).not.toContain(admirer);

  // From a card: the next best member is blocked and never comes back.
  await page.goto('/founder');
  await page.getByRole('button', { name: 'Founders', exact: true }).click();
  const next = present((await deck(page.request, 'founder')).cards[0], 'a founder in the deck');
  await expect(topCard(page, next.name)).toBeVisible();
  await page.getByRole('button', { name: `Block ${next.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
  await expect(topCard(page, next.name)).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Founders', exact: true }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Pass', exact: true })).toBeVisible();
  await expect(topCard(page, next.name)).toHaveCount(0);
  const ids = (await deck(page.request, 'founder')).cards.map((card) => card.id);
  expect(ids).not.toContain(next.id);
});

test('a signed-out visitor is sent to the sign-in screen', async ({ page }) => {
  await page.goto('/connections');
  await expect(page).toHaveURL(/\/founder-login$/);
});
