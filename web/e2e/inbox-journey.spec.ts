import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { connect, demoFounderMember, newMember } from './support/members';

/**
 * /inbox between two browsers against the real server and its socket: the demo founder (A) and a
 * member who joins for this spec (B), connected through the API. A writes and B sees it without a
 * reload, with the unread badge and the bell; B answers with Enter after a Shift+Enter line break;
 * B goes offline and back and gets what A sent meanwhile, once.
 *
 * B is new, not a demo admirer: the admirers have no password, and the Discover journey and the API
 * contract spec connect with or block some of them.
 */

function trackProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function unreadNotifications(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/notifications');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { unread: number }).unread;
}

const thread = (page: Page): Locator => page.getByRole('list', { name: 'Messages' });
const listed = (page: Page, name: string): Locator => page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) });
const composer = (page: Page): Locator => page.getByRole('textbox', { name: 'Write a message' });
const bell = (page: Page): Locator => page.getByRole('button', { name: /^Notifications/ });
const reconnecting = 'Reconnecting… messages you send still go through.';

/** A mark on the page's window: still there later means the page was never loaded again. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(globalThis, { inboxJourneyMark: true }));
}

async function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => 'inboxJourneyMark' in globalThis);
}

test('two members write to each other live, and a message sent while one is offline arrives once', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const a = await demoFounderMember(browser, origin);
  const b = await newMember(browser, origin, request);
  const problems = [...trackProblems(a.page), ...trackProblems(b.page)];
  const conversationId = await connect(a, b);

  try {
    await test.step('A opens the conversation, B the list; each sees the other online', async () => {
      await a.page.goto(`/inbox/${conversationId}`);
      await b.page.goto('/inbox');
      await expect(a.page.getByRole('heading', { level: 2, name: b.name })).toBeVisible();
      await expect(b.page.getByRole('heading', { level: 2, name: 'Select a conversation' })).toBeVisible();
      // Presence comes over the sockets: both are up.
      await expect(a.page.getByRole('heading', { level: 2, name: b.name }).locator('xpath=..').getByText('Online')).toBeVisible();
      await expect(listed(b.page, a.name)).toContainText('Online');
      await markPage(b.page);
    });

    const first = 'Namaste! Shall we talk about UPI credit lines on Friday?';
    const bellBefore = await unreadNotifications(b.page.request);

    await test.step('A writes; B sees it in the list with an unread badge, and the bell counts it', async () => {
      await composer(a.page).fill(first);
      await composer(a.page).press('Enter');
      await expect(composer(a.page)).toHaveValue('');
      await expect(thread(a.page).getByText(first)).toBeVisible();

      const row = listed(b.page, a.name);
      await expect(row).toContainText(first);
      await expect(row).toContainText('1 unread');
      await expect(bell(b.page)).toHaveAccessibleName(`Notifications, ${bellBefore + 1} unread`);
      expect(await stillSamePage(b.page)).toBe(true);
    });

    await test.step('B opens it: the message is there and the badge goes', async () => {
      await listed(b.page, a.name).click();
      await expect(b.page).toHaveURL(new RegExp(`/inbox/${conversationId}$`));
      await expect(thread(b.page).getByText(first)).toBeVisible();
      await expect(listed(b.page, a.name)).not.toContainText('unread');
      // A sees the read receipt.
      await expect(thread(a.page).getByText('Read', { exact: true })).toBeVisible();
    });

    await test.step('Shift+Enter starts a new line and sends nothing; Enter sends', async () => {
      const box = composer(b.page);
      await box.click();
      await box.pressSequentially('Friday works.');
      await box.press('Shift+Enter');
      await box.pressSequentially('How about 11 am at the Koramangala office?');
      await expect(box).toHaveValue('Friday works.\nHow about 11 am at the Koramangala office?');
      await expect(thread(b.page).getByRole('listitem')).toHaveCount(1);

      await box.press('Enter');
      await expect(box).toHaveValue('');
      const reply = thread(a.page).getByRole('listitem').nth(1);
      await expect(reply).toContainText('Friday works.');
      expect(await reply.locator('p').first().innerText()).toBe('Friday works.\nHow about 11 am at the Koramangala office?');
      await expect(thread(b.page).getByRole('listitem')).toHaveCount(2);
    });

    const whileAway = 'Sent while you were offline: the term sheet is in your e-mail.';
    const afterReturn = 'And this one after you came back.';

    await test.step('B goes offline; what A sends meanwhile arrives once B is back, exactly once', async () => {
      await b.context.setOffline(true);
      await expect(b.page.getByText(reconnecting)).toBeVisible();

      await composer(a.page).fill(whileAway);
      await composer(a.page).press('Enter');
      await expect(thread(a.page).getByText(whileAway)).toBeVisible();
      await expect(thread(a.page).getByText('Sent', { exact: true })).toBeVisible();
      await expect(thread(b.page).getByText(whileAway)).toHaveCount(0);

      await b.context.setOffline(false);
      await expect(b.page.getByText(reconnecting)).toBeHidden();
      await expect(thread(b.page).getByText(whileAway)).toBeVisible();

      // Live again: a later message arrives over the socket, and the one from the gap is still there once.
      await composer(a.page).fill(afterReturn);
      await composer(a.page).press('Enter');
      await expect(thread(b.page).getByText(afterReturn)).toBeVisible();
      await expect(thread(b.page).getByText(whileAway)).toHaveCount(1);
      await expect(thread(b.page).getByRole('listitem')).toHaveCount(4);
      expect(await stillSamePage(b.page)).toBe(true);
    });

    await test.step('the server holds the four messages, in order, once each', async () => {
      const response = await b.page.request.get(`/api/conversations/${conversationId}/messages`);
      expect(response.status(), await response.text()).toBe(200);
      const { messages } = (await response.json()) as { messages: { seq: number; body: string }[] };
      expect(messages.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
      expect(messages.map((message) => message.body)).toEqual([
        first,
        'Friday works.\nHow about 11 am at the Koramangala office?',
        whileAway,
        afterReturn,
      ]);
    });

    await test.step('A turns off the e-mail about unread messages; after a reload it is still off', async () => {
      const emailSwitch = a.page.getByRole('switch', { name: 'Email me about messages unread for 15 minutes' });
      await expect(emailSwitch).toBeChecked();
      await emailSwitch.click();
      await expect(emailSwitch).not.toBeChecked();
      await expect(a.page.getByText('E-mail about unread messages is off.')).toBeAttached();

      await a.page.reload();
      await expect(emailSwitch).toBeEnabled();
      await expect(emailSwitch).not.toBeChecked();
    });

    expect(problems).toEqual([]);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
