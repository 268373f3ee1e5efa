import { expect, test } from '@playwright/test';

import { e2eAdmin } from './support/mailbox';
import { connect, newMember } from './support/members';

/**
 * /events/:id in a real browser against the real server: an administrator publishes an event;
 * two members connect; one registers through the API, the other opens the event from its card's
 * title, registers on the page and finds the first among the connections going. An unknown event
 * says so, with a way back to /events.
 */
test('a member opens an event page, registers, and sees a connection who registered listed', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const title = `Term Sheets over Filter Coffee ${Date.now()}`;
  expect((await request.post('/api/admin/session', { data: e2eAdmin })).status()).toBe(200);
  const created = await request.post('/api/admin/events', {
    data: {
      kind: 'startup',
      title,
      description: 'Founders who raised this year walk through their term sheets.',
      type: 'workshop',
      startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 5 * 86_400_000 + 7_200_000).toISOString(),
      location: 'Chennai',
      priceRupees: 499,
      capacity: 20,
      tags: ['fundraising'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { id: string }).id;

  const member = await newMember(browser, baseURL ?? '', request);
  const friend = await newMember(browser, baseURL ?? '', request);
  try {
    await connect(member, friend);
    const seat = await friend.page.request.post(`/api/events/${eventId}/registration`, { data: {} });
    expect(seat.status(), await seat.text()).toBe(200);

    await test.step('the card title opens the event page with its details', async () => {
      const page = member.page;
      await page.goto('/events');
      await page.getByRole('searchbox', { name: 'Search events' }).fill(title);
      await page.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main).toContainText('Workshop');
      await expect(main).toContainText('₹499');
      await expect(main).toContainText('Chennai');
      await expect(main).toContainText('1 / 20 attending');
    });

    await test.step('registering on the page, with the connection who registered listed', async () => {
      const page = member.page;
      await page.getByRole('button', { name: `Register: ${title}` }).click();
      await expect(page.getByText('You are registered.')).toBeVisible();
      await expect(page.getByRole('main')).toContainText('2 / 20 attending');
      const going = page.getByRole('region', { name: 'Connections going' });
      await expect(going).toContainText('1 of your connections has a seat.');
      await expect(going.getByRole('link', { name: friend.name })).toHaveAttribute('href', `/members/${friend.id}`);

      await page.reload();
      await expect(page.getByRole('button', { name: `Unregister: ${title}` })).toBeVisible();
    });

    await test.step('an unknown event says so, with a way back', async () => {
      const page = member.page;
      await page.goto('/events/no-such-event');
      await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to events' }).click();
      await expect(page).toHaveURL(/\/events$/);
    });
  } finally {
    await member.context.close();
    await friend.context.close();
  }
});
