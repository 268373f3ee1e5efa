import { expect, request as requestContext, test, type Page } from '@playwright/test';

import { signedInAdmin } from './support/admin';
import { demoInvestor, demoMentor } from './support/demo';
import { demoFounderMember, newMember, type Member } from './support/members';

/**
 * The member area's side panels against the real server (issue 14): Market Insights an
 * administrator keeps on /admin, Recent Activity made of what other members did, and Trending
 * Founders counted from this week's profile views and connections. The panels show from 1280 px.
 */

const wide = { width: 1440, height: 900 };

const panelsOf = (page: Page) => page.getByRole('complementary', { name: 'Highlights' });
const panel = (page: Page, name: string) => panelsOf(page).getByRole('region', { name });

/** A member screen, wide enough for the panels. */
async function openWide(page: Page, path = '/founder') {
  await page.setViewportSize(wide);
  await page.goto(path);
  await expect(panelsOf(page)).toBeVisible();
}

/** The calendar day of an instant on India's clock, as the panel writes it by default (DD/MM/YYYY). */
const indiaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

/** One member opens another's profile page in the browser, as a visit: the server records a view. */
async function visitProfile(visitor: Page, member: Member) {
  await visitor.goto(`/members/${member.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
}

/** A demo account, signed in through the API in a request context of its own. */
async function demoAccount(baseURL: string, account: { email: string; password: string }) {
  const context = await requestContext.newContext({ baseURL });
  const signedIn = await context.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return context;
}

test('an administrator adds a Market Insight on /admin and a member reads it in the side panel, with its date', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const label = `EV charging deals ${Date.now()}`;
  const admin = await signedInAdmin(browser, baseURL ?? '');
  const member = await demoFounderMember(browser, baseURL ?? '');
  let createdId: string | undefined;
  try {
    let updatedAt = '';
    await test.step('the administrator fills in New insight and saves it', async () => {
      await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Insights' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Market Insights' })).toBeVisible();
      await expect(admin).toHaveURL(/\/admin\?section=insights$/);
      await admin.getByRole('button', { name: 'New insight' }).click();
      const form = admin.getByRole('form', { name: 'New insight' });
      await form.getByLabel(/^Label/).fill(label);
      await form.getByLabel(/^Value/).fill('₹1,150 Cr');
      await form.getByLabel(/^Change/).fill('-3%');
      const created = admin.waitForResponse((response) => response.url().endsWith('/api/admin/insights') && response.request().method() === 'POST');
      await form.getByRole('button', { name: 'Create insight' }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      const insight = (await response.json()) as { id: string; updatedAt: string };
      createdId = insight.id;
      updatedAt = insight.updatedAt;
      await expect(admin.getByText(`✅ Insight created: ${label}.`)).toBeVisible();
      await expect(admin.getByRole('article', { name: label })).toContainText('₹1,150 Cr-3%');
    });

    await test.step('the member sees it in Market Insights, and the date of the latest change', async () => {
      await openWide(member.page);
      const insights = panel(member.page, 'Market Insights');
      const row = insights.getByRole('term').filter({ hasText: label });
      await expect(row).toBeVisible();
      await expect(row.locator('xpath=following-sibling::dd[1]')).toHaveText('₹1,150 Cr-3%');
      await expect(insights.getByText('-3%', { exact: true })).toHaveClass(/text-rose-300/);
      await expect(insights.getByText(/^Updated/)).toHaveText(`Updated ${indiaDate(updatedAt)}`);
    });
  } finally {
    if (createdId) await admin.request.delete(`/api/admin/insights/${createdId}`);
    await admin.context().close();
    await member.context.close();
  }
});

test('a member opens another’s profile, and the other reads “… viewed your profile” in Recent Activity', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const visitor = await newMember(browser, baseURL ?? '', request);
  const visited = await newMember(browser, baseURL ?? '', request);
  try {
    await test.step('the visited member has nothing yet', async () => {
      await openWide(visited.page);
      await expect(panel(visited.page, 'Recent Activity')).toContainText('Nothing yet — connect with founders on Discover.');
    });

    await visitProfile(visitor.page, visited);

    await test.step('the visited member sees the view, the name opening the visitor’s page', async () => {
      await visited.page.reload();
      const activity = panel(visited.page, 'Recent Activity');
      await expect(activity.getByRole('listitem')).toHaveCount(1);
      await expect(activity.getByRole('listitem')).toContainText(`${visitor.name} viewed your profile`);
      await expect(activity.getByRole('listitem')).toContainText(/just now|second|minute/);
      await activity.getByRole('link', { name: visitor.name }).click();
      await expect(visited.page).toHaveURL(new RegExp(`/members/${visitor.id}$`));
      await expect(visited.page.getByRole('heading', { level: 1, name: visitor.name })).toBeVisible();
    });
  } finally {
    await visitor.context.close();
    await visited.context.close();
  }
});

test('Trending Founders lists a member whose profile was viewed and who connected this week', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const trending = await newMember(browser, baseURL ?? '', request);
  const friend = await newMember(browser, baseURL ?? '', request);
  const viewer = await demoFounderMember(browser, baseURL ?? '');
  const mentor = await demoAccount(baseURL ?? '', demoMentor);
  const investor = await demoAccount(baseURL ?? '', demoInvestor);
  try {
    await test.step('four members view the profile and one connects: five points this week', async () => {
      await visitProfile(friend.page, trending);
      await visitProfile(viewer.page, trending);
      for (const other of [mentor, investor]) {
        const viewed = await other.get(`/api/members/${trending.id}`);
        expect(viewed.status(), await viewed.text()).toBe(200);
      }
      const asked = await friend.page.request.post('/api/swipes', { data: { target: trending.id, decision: 'connect' } });
      expect(asked.status(), await asked.text()).toBe(200);
      const answered = await trending.page.request.post('/api/swipes', { data: { target: friend.id, decision: 'connect' } });
      expect(answered.status(), await answered.text()).toBe(200);
      expect(((await answered.json()) as { state: string }).state).toBe('connected');
    });

    await test.step('another member finds them in Trending Founders, with industry and city, opening their page', async () => {
      await openWide(viewer.page);
      const founders = panel(viewer.page, 'Trending Founders');
      const link = founders.locator(`a[href="/members/${trending.id}"]`);
      await expect(link).toBeVisible();
      await expect(link).toContainText(trending.name);
      await expect(link).toContainText('Fintech');
      await link.click();
      await expect(viewer.page.getByRole('heading', { level: 1, name: trending.name })).toBeVisible();
    });
  } finally {
    await Promise.all([trending.context.close(), friend.context.close(), viewer.context.close(), mentor.dispose(), investor.dispose()]);
  }
});
