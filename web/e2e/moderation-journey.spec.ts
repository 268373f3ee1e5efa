import { expect, test, type Locator, type Page } from '@playwright/test';

import { signedInAdmin } from './support/admin';
import { deck } from './support/demo';
import { mailMatching } from './support/mail-matching';
import { connect, newMember, type Member } from './support/members';

/**
 * Moderation that takes effect (docs/moderation.md), in real browsers against the real server: a
 * member reports another; the administrator suspends the reported member from the report board;
 * that member's open tab is signed out within seconds, sign-in shows the end date, and they are
 * gone from another member's deck and connections; lifting the suspension restores all of it.
 */

async function connectionIds(member: Member): Promise<string[]> {
  const response = await member.page.request.get('/api/connections');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { connections: { member: { id: string } }[] }).connections.map((c) => c.member.id);
}

/** The report card about `email` on the report board, under `filter`. */
async function reportAbout(admin: Page, email: string, filter: 'Open' | 'Actioned'): Promise<Locator> {
  await admin.getByRole('tab', { name: /^Reports/ }).click();
  await admin.getByRole('group', { name: 'Status' }).getByRole('button', { name: filter }).click();
  const card = admin.getByRole('article').filter({ hasText: email });
  await expect(card).toBeVisible();
  return card;
}

test('an administrator suspends a reported member: signed out at once, refused with the date, hidden, and restored when lifted', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const reported = await newMember(browser, baseURL ?? '', request);
  const reporter = await newMember(browser, baseURL ?? '', request);
  const viewer = await newMember(browser, baseURL ?? '', request);
  const admin = await signedInAdmin(browser, baseURL ?? '');
  const email = reported.email ?? '';
  const reason = `Harassing members in messages (${Date.now()})`;

  try {
    await test.step('the reported member is connected, in another deck, and signed in with the app open', async () => {
      await connect(reported, reporter);
      expect(await connectionIds(reporter)).toContain(reported.id);
      expect((await deck(viewer.page.request)).cards.map((card) => card.id)).toContain(reported.id);
      const socketOpened = reported.page.waitForEvent('websocket');
      await reported.page.goto('/founder');
      await socketOpened;
      const filed = await reporter.page.request.post('/api/reports', { data: { target: reported.id, reason: 'harassment' } });
      expect(filed.status(), await filed.text()).toBe(201);
    });

    await test.step('the administrator suspends them for 7 days from the report', async () => {
      await admin.reload();
      const card = await reportAbout(admin, email, 'Open');
      await card.getByRole('button', { name: 'Warn, suspend or ban…' }).click();
      const dialog = admin.getByRole('dialog', { name: /^Moderate / });
      await dialog.getByText('Suspend', { exact: true }).click();
      await dialog.getByText('7 days', { exact: true }).click();
      await dialog.getByLabel(/^Reason/).fill(reason);
      await dialog.getByRole('button', { name: 'Suspend' }).click();
      // Done: the dialog closes and the report, now actioned, leaves the open ones.
      await expect(dialog).toHaveCount(0);
      await expect(admin.getByRole('article').filter({ hasText: email })).toHaveCount(0);
    });

    await test.step("the member's open tab is signed out within seconds", async () => {
      await expect(reported.page).toHaveURL(/\/founder-login$/, { timeout: 10_000 });
      expect((await reported.page.request.get('/api/me')).status()).toBe(401);
      await mailMatching(email, /suspended until/);
    });

    await test.step('signing in shows the end date and the reason', async () => {
      const page = reported.page;
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/password-verify$/);
      await page.getByLabel('Password', { exact: true }).fill(reported.password ?? '');
      await page.getByRole('button', { name: 'Sign In' }).click();
      const end = new Date(Date.now() + 7 * 86_400_000);
      const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(end);
      await expect(page.getByText(`❌ Your account is suspended until ${date}: ${reason}`)).toBeVisible();
      await expect(page).toHaveURL(/\/password-verify$/);
    });

    await test.step("they are gone from the other members' deck and connections", async () => {
      expect((await deck(viewer.page.request)).cards.map((card) => card.id)).not.toContain(reported.id);
      expect(await connectionIds(reporter)).not.toContain(reported.id);
      expect((await viewer.page.request.get(`/api/members/${reported.id}`)).ok()).toBe(false);
    });

    await test.step('lifting the suspension restores the deck, the connection and sign-in', async () => {
      const card = await reportAbout(admin, email, 'Actioned');
      await card.getByRole('button', { name: 'Warn, suspend or ban…' }).click();
      const dialog = admin.getByRole('dialog', { name: /^Moderate / });
      await expect(dialog.getByText(reason)).toBeVisible();
      await dialog.getByRole('button', { name: 'Lift the suspension' }).click();
      await expect(admin.getByText(/Reinstated/)).toBeVisible();
      expect((await deck(viewer.page.request)).cards.map((each) => each.id)).toContain(reported.id);
      expect(await connectionIds(reporter)).toContain(reported.id);
      const signedIn = await reported.page.request.post('/api/auth/login', { data: { email, password: reported.password } });
      expect(signedIn.status(), await signedIn.text()).toBe(200);
      await mailMatching(email, /lifted your suspension/);
    });
  } finally {
    await admin.context().close();
    for (const member of [reported, reporter, viewer]) await member.context.close();
  }
});
