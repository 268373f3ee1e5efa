import { expect, test } from '@playwright/test';

import { e2eAdmin } from './support/mailbox';
import { newMember } from './support/members';

/**
 * Events in a real browser against the real server (issue 13): an administrator creates an event
 * with one seat; a member registers and the count moves; a second member finds it full and joins
 * the waiting list; when the first gives the seat back, the second has it. Search and the type
 * filter narrow the grid down to 'No events found'.
 */
test('register, the waiting list and its promotion; search and type filter', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const title = `Chai & Cap Tables ${Date.now()}`;
  expect((await request.post('/api/admin/session', { data: e2eAdmin })).status()).toBe(200);
  const created = await request.post('/api/admin/events', {
    data: {
      kind: 'startup',
      title,
      description: 'Founders compare notes on their first round.',
      type: 'networking',
      startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 3 * 86_400_000 + 7_200_000).toISOString(),
      location: 'Pune',
      capacity: 1,
      tags: ['fundraising'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const first = await newMember(browser, baseURL ?? '', request);
  const second = await newMember(browser, baseURL ?? '', request);
  try {
    await test.step('the first member registers and the count moves by one', async () => {
      await first.page.goto('/events');
      await first.page.getByRole('searchbox', { name: 'Search events' }).fill(title);
      const card = first.page.getByRole('article', { name: title });
      await expect(card.getByText('0 / 1 attending')).toBeVisible();
      await card.getByRole('button', { name: `Register: ${title}` }).click();
      await expect(card.getByText('1 / 1 attending')).toBeVisible();
      await expect(card.getByText('You are registered.')).toBeVisible();
    });

    await test.step('the second finds it full and joins the waiting list', async () => {
      await second.page.goto('/events');
      await second.page.getByRole('searchbox', { name: 'Search events' }).fill(title);
      const card = second.page.getByRole('article', { name: title });
      await card.getByRole('button', { name: `Join waiting list: ${title}` }).click();
      await expect(card.getByText('You are number 1 on the waiting list.')).toBeVisible();
    });

    await test.step('a seat given back goes to the first in line', async () => {
      const card = first.page.getByRole('article', { name: title });
      await card.getByRole('button', { name: `Unregister: ${title}` }).click();
      await expect(card.getByRole('button', { name: `Join waiting list: ${title}` })).toBeVisible();
      await second.page.reload();
      await second.page.getByRole('searchbox', { name: 'Search events' }).fill(title);
      await expect(second.page.getByRole('article', { name: title }).getByText('You are registered.')).toBeVisible();
    });

    await test.step('the type filter and a search with no match say No events found', async () => {
      const page = first.page;
      await page.getByLabel('Event type').selectOption({ label: 'Workshop' });
      await expect(page.getByText('No events found')).toBeVisible();
      await page.getByLabel('Event type').selectOption({ label: 'Networking' });
      await expect(page.getByRole('article', { name: title })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search events' }).fill('no event is called this');
      await expect(page.getByText('No events found')).toBeVisible();
    });
  } finally {
    await first.context.close();
    await second.context.close();
  }
});
