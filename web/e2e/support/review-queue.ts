import { expect, type Browser } from '@playwright/test';

import { signedInAdmin } from './admin';

/** What an administrator reviews on /admin before its target sees it (docs/pitches.md). */
export interface Outreach {
  tab: 'Pitches' | 'Applications';
  /** The sender's e-mail address: on the card whether or not the card is titled with their name. */
  senderEmail: string;
  /** The card is titled "{sender} → {target}". */
  target: string;
  message: string;
}

const escapeRegExp = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An administrator, in a browser context of their own, signs in on /admin, opens the tab, shows
 * the pending items and approves the one with this sender, target and message.
 */
export async function approveOnAdmin(browser: Browser, baseURL: string, outreach: Outreach): Promise<void> {
  const page = await signedInAdmin(browser, baseURL);
  try {
    const tab = page.getByRole('tab', { name: new RegExp(`^${outreach.tab}`) });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const pending = page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Pending' });
    await pending.click();
    await expect(pending).toHaveAttribute('aria-pressed', 'true');

    const card = page
      .getByRole('list', { name: outreach.tab })
      .getByRole('article', { name: new RegExp(` → ${escapeRegExp(outreach.target)}$`) })
      .filter({ hasText: outreach.senderEmail })
      .filter({ hasText: outreach.message });
    await expect(card).toHaveAttribute('data-status', 'pending');
    const decision = page.waitForResponse((response) => /\/api\/admin\/[a-z]+\/[^/]+\/decision$/.test(response.url()));
    await card.getByRole('button', { name: 'Approve' }).click();
    expect((await decision).ok()).toBe(true);
    // An approved item leaves the Pending filter; under Approved it shows its new status.
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Approved' }).click();
    await expect(card).toHaveAttribute('data-status', 'approved');
    await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  } finally {
    await page.context().close();
  }
}
