import { expect, test } from '@playwright/test';

import { deck } from './support/demo';
import { newMember } from './support/members';

/**
 * Issue 27, piece 7 (docs/moderation.md "A member may pause their membership"): a member pauses
 * from /settings after a confirm, another member's deck no longer holds them, the banner in the
 * member area resumes with one click, and they are back in the deck.
 */
test('a member pauses from settings, leaves another deck, and resumes from the banner', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const pausing = await newMember(browser, baseURL ?? '', request);
  const viewer = await newMember(browser, baseURL ?? '', request);
  const banner = pausing.page.getByText("Your membership is paused — others don't see you.").first();
  const deckIds = async () => (await deck(viewer.page.request)).cards.map((card) => card.id);

  try {
    await test.step('both are in the decks', async () => {
      expect(await deckIds()).toContain(pausing.id);
    });

    await test.step('pausing asks first, then takes them out of the other deck', async () => {
      await pausing.page.goto('/settings');
      await pausing.page.getByRole('button', { name: 'Pause my membership' }).click();
      const confirm = pausing.page.getByRole('alertdialog', { name: 'Pause your membership?' });
      await expect(confirm).toContainText('You stay signed in and keep your connections and messages.');
      await confirm.getByRole('button', { name: 'Yes, pause' }).click();
      await expect(banner).toBeVisible();
      await expect.poll(deckIds).not.toContain(pausing.id);
    });

    await test.step('the banner follows them through the member area and resumes in one click', async () => {
      await pausing.page.goto('/founder');
      await expect(banner).toBeVisible();
      await pausing.page.getByRole('status').getByRole('button', { name: 'Resume' }).click();
      await expect(banner).toBeHidden();
      await expect.poll(deckIds).toContain(pausing.id);
    });
  } finally {
    for (const member of [pausing, viewer]) await member.context.close();
  }
});
