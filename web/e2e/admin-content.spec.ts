import { expect, test, type Page } from '@playwright/test';

import { signedInAdmin } from './support/admin';
import { newMember } from './support/members';

/**
 * What members see of events and success stories is made by administrators on /admin: here through
 * the admin screens themselves, in a real browser against the real server, and then found by a
 * member on /events and /success-stories.
 */

const istOffsetMs = (5 * 60 + 30) * 60_000;

/** The datetime-local value ("2026-12-05T18:30") of an instant on India's clock, as the form asks for it. */
const indiaTimeInput = (instant: number) => new Date(instant + istOffsetMs).toISOString().slice(0, 16);

async function openSection(admin: Page, name: 'Events' | 'Stories') {
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(admin).toHaveURL(new RegExp(`/admin\\?section=${name.toLowerCase()}$`));
}

test('an administrator creates an event through the admin UI and a member registers for it', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const title = `Bootstrapped in Bengaluru ${Date.now()}`;
  const startsAt = Date.now() + 4 * 86_400_000;
  const admin = await signedInAdmin(browser, baseURL ?? '');
  const member = await newMember(browser, baseURL ?? '', request);
  try {
    await test.step('the administrator fills in New event and saves it', async () => {
      await openSection(admin, 'Events');
      await admin.getByRole('button', { name: 'New event' }).click();
      const form = admin.getByRole('form', { name: 'New event' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Type').selectOption({ label: 'Workshop' });
      await form.getByLabel('Capacity').fill('5');
      await form.getByLabel('Starts (India time, IST)').fill(indiaTimeInput(startsAt));
      await form.getByLabel('Ends (India time, IST)').fill(indiaTimeInput(startsAt + 2 * 3_600_000));
      await form.getByLabel(/^Location/).fill('Koramangala, Bengaluru');
      await form.getByLabel(/^Tags/).fill('bootstrapping, profitability');
      await form.getByLabel('Description').fill('Founders who never raised compare how they got to profit.');
      const created = admin.waitForResponse((response) => response.url().endsWith('/api/admin/events') && response.request().method() === 'POST');
      await form.getByRole('button', { name: 'Create event' }).click();
      expect((await created).status()).toBe(201);
      await expect(admin.getByText(`✅ Event created: ${title}.`)).toBeVisible();
      const row = admin.getByRole('article', { name: title });
      await expect(row.getByText('0 / 5 attending')).toBeVisible();
      await expect(row.getByText('published')).toBeVisible();
    });

    await test.step('a member finds it on /events and registers; the count moves', async () => {
      await member.page.goto('/events');
      await member.page.getByRole('searchbox', { name: 'Search events' }).fill(title);
      const card = member.page.getByRole('article', { name: title });
      await expect(card.getByText('0 / 5 attending')).toBeVisible();
      await card.getByRole('button', { name: `Register: ${title}` }).click();
      await expect(card.getByText('1 / 5 attending')).toBeVisible();
      await expect(card.getByText('You are registered.')).toBeVisible();
    });

    await test.step('the administrator sees the seat taken', async () => {
      await admin.reload();
      await expect(admin.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
      await expect(admin.getByRole('article', { name: title }).getByText('1 / 5 attending')).toBeVisible();
    });
  } finally {
    await admin.context().close();
    await member.context.close();
  }
});

test('an administrator creates a story and it appears on /success-stories', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const title = `From Chai Stall to Series A ${Date.now()}`;
  const admin = await signedInAdmin(browser, baseURL ?? '');
  const member = await newMember(browser, baseURL ?? '', request);
  try {
    await test.step('the administrator fills in New story and saves it', async () => {
      await openSection(admin, 'Stories');
      await admin.getByRole('button', { name: 'New story' }).click();
      const form = admin.getByRole('form', { name: 'New story' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Founder').fill('Ritika Sharma');
      await form.getByLabel('Company').fill('Kulhad Co');
      await form.getByLabel(/^Industry/).fill('B2B');
      await form.getByLabel(/^Timeline/).fill('3 years');
      await form.getByLabel(/^Funding/).fill('₹25 Cr Series A');
      await form.getByLabel('Story').fill('A chai brand that sells to offices across six cities.');
      await form.getByLabel(/^Challenges/).fill('Cold chai\nOffice procurement cycles');
      await form.getByLabel(/^Solutions/).fill('Insulated kulhads\nMonthly subscriptions');
      await form.getByLabel(/^Results/).fill('600 offices\nProfitable in year two');
      await form.getByLabel(/^Revenue/).fill('₹30 Cr ARR');
      await form.getByLabel(/^Team/).fill('80');
      await form.getByLabel(/^Users/).fill('600 offices');
      await form.getByLabel(/^Growth/).fill('2.5x');
      const created = admin.waitForResponse((response) => response.url().endsWith('/api/admin/stories') && response.request().method() === 'POST');
      await form.getByRole('button', { name: 'Create story' }).click();
      expect((await created).status()).toBe(201);
      await expect(admin.getByText(`✅ Story created: ${title}.`)).toBeVisible();
      await expect(admin.getByRole('article', { name: title }).getByText('published')).toBeVisible();
    });

    await test.step('a member sees it on /success-stories', async () => {
      await member.page.goto('/success-stories');
      await expect(member.page.getByText(title).first()).toBeVisible();
    });
  } finally {
    await admin.context().close();
    await member.context.close();
  }
});
