import { expect, test, type Page } from '@playwright/test';

import { loadAppFiles } from '../scripts/route-budgets.mjs';

import { signInAsDemoFounder } from './support/demo';
import { connect, demoFounderMember, newMember } from './support/members';

/**
 * Issue 28's must-show: at 390 px every member route is reachable by clicks from /founder. The
 * routes come from the app's modules (src/app/modules.ts), so a new screen is walked without editing
 * this file: a screen is found in the bottom bar or the drawer ("More"); a route with a parameter
 * (/events/:eventId) through a link to it on one of those screens.
 */

type Route = { path: string; layout: string };

async function memberRoutes(): Promise<string[]> {
  const [{ modules }] = (await loadAppFiles('/src/app/modules.ts')) as [{ modules: { routes?: Route[] }[] }];
  return modules.flatMap((module) => module.routes ?? []).flatMap((route) => (route.layout === 'member' ? [route.path] : []));
}

/** The level-1 heading of the screens whose title is not simply their label; any other member screen must show a level-1 heading. */
const headings: Record<string, string | RegExp> = {
  '/founder': 'Discover',
  '/connections': 'Connections',
  '/inbox': 'Messages',
  '/profile': /\S/, // the member's name
  '/virtual-events': 'Virtual Events',
  '/cofounders': 'Find Your Cofounder',
  '/mentors': 'Find Your Mentor',
  '/investors': 'Find Your Investor',
  '/events': 'Startup Events',
  '/success-stories': 'Success Stories',
  '/idea-validation': 'Idea Validation Hub',
  '/founder-score': 'Founder Score',
  '/verification': 'Verification',
  '/analytics': 'Analytics',
  '/settings': 'Settings',
  '/test': 'Routing test',
};

/** Where to keep screenshots of the phone layout to look at (E2E_SCREENSHOTS=/some/folder); none without it. */
async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

const pattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
const pathname = (page: Page) => new URL(page.url()).pathname;
/** Where the links of the screen (its main part) lead. */
const linksIn = (page: Page) => page.getByRole('main').locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/** Goes to a screen without a parameter by clicks: its bottom bar entry, or its entry in the drawer. */
async function clickTo(page: Page, path: string) {
  const inBar = page.getByRole('navigation', { name: 'Primary' }).locator(`a[href="${path}"]`);
  if ((await inBar.count()) > 0) {
    await inBar.click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'More' });
    await expect(drawer.locator(`a[href="${path}"]`), `${path} is neither in the bottom bar nor in the drawer`).toHaveCount(1);
    await drawer.locator(`a[href="${path}"]`).click();
    await expect(drawer).toBeHidden();
  }
  await expect.poll(() => pathname(page)).toBe(path);
  await expectScreen(page, path);
  await page.waitForLoadState('networkidle'); // lists come after the heading
}

async function expectScreen(page: Page, route: string) {
  const expected = headings[route];
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  if (expected === undefined) await expect(heading).toBeVisible();
  else await expect(heading).toHaveText(expected);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
}

test('at 390 px every member route is reachable by clicks from /founder', async ({ browser, baseURL, request }) => {
  test.setTimeout(240_000);
  // A connection of the demo founder's own, so that /inbox lists a conversation to open.
  const founder = await demoFounderMember(browser, baseURL ?? '');
  const other = await newMember(browser, baseURL ?? '', request);
  await connect(founder, other);
  await other.context.close();
  const { page } = founder;
  await page.setViewportSize({ width: 390, height: 844 });
  const routes = await memberRoutes();
  const screens = routes.filter((route) => !route.includes(':'));
  const withParameter = routes.filter((route) => route.includes(':'));
  expect(screens).toContain('/founder');
  expect(withParameter.length).toBeGreaterThan(0);

  await page.goto('/founder');
  await expectScreen(page, '/founder');

  // Every screen, and on each the links to routes with a parameter it offers.
  const linksTo = new Map<string, string>();
  for (const screen of screens) {
    await clickTo(page, screen);
    const hrefs = await linksIn(page);
    for (const route of withParameter.filter((candidate) => !linksTo.has(candidate))) {
      if (hrefs.some((href) => pattern(route).test(href))) linksTo.set(route, screen);
    }
  }

  for (const route of withParameter) {
    const from = linksTo.get(route);
    expect(from, `no member screen links to ${route}`).toBeDefined();
    if (from === undefined) continue;
    await clickTo(page, from);
    const hrefs = await linksIn(page);
    const href = hrefs.find((candidate) => pattern(route).test(candidate)) ?? '';
    await page.getByRole('main').locator(`a[href="${href}"]`).first().click();
    await expect.poll(() => pathname(page)).toMatch(pattern(route));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    // A story opens over its grid: close it, so that the bottom bar is there again.
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  }
  await founder.context.close();
});

test('at 390 px the drawer keeps the keyboard inside, closes on Escape and gives focus back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemoFounder(page);
  await page.goto('/founder');
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'More' });
  await expect(drawer.getByRole('link').first()).toBeFocused();
  for (const group of ['Match', 'Grow', 'You']) await expect(drawer.getByRole('heading', { name: group })).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
});

test('at 390 px /founder shows the side panels below the deck, and the drawer its screens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemoFounder(page);
  await page.goto('/founder');
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeInViewport();
  const panels = page.getByRole('main').getByRole('complementary', { name: 'Highlights' });
  for (const panel of ['Quick Actions', 'Recent Activity', 'Market Insights', 'Trending Founders', 'Upcoming Events']) {
    await expect(panels.getByRole('region', { name: panel })).toBeAttached();
  }
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
  await panels.getByRole('region', { name: 'Quick Actions' }).scrollIntoViewIfNeeded();
  await shoot(page, 'founder-panels-390');
  await panels.getByRole('region', { name: 'Upcoming Events' }).scrollIntoViewIfNeeded();
  await shoot(page, 'founder-panels-390-events');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'More' })).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) {
    await page.waitForTimeout(400); // the slide-in
    await shoot(page, 'drawer-390');
  }
});
