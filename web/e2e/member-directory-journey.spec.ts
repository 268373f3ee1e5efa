import { expect, test } from '@playwright/test';

import { signedInAdmin } from './support/admin';
import { newMember } from './support/members';

/**
 * The administrators' member directory (docs/members.md) in a real browser against the real server:
 * an administrator finds a new member by a part of the address, filters and sorts, opens the member's
 * page, and ends every session of theirs, which signs the member's open tab out.
 */
test('an administrator finds a member in the directory and signs them out everywhere', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const admin = await signedInAdmin(browser, baseURL ?? '');
  const member = await newMember(browser, baseURL ?? '', request);
  try {
    await member.page.goto('/founder');
    await test.step('the directory lists members in a table, and the search finds the new one', async () => {
      await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Members' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
      const table = admin.getByRole('table', { name: 'Members' });
      await expect(table.getByRole('columnheader', { name: 'Email' })).toBeVisible();
      await expect(admin.getByText(/^[\d,]+ members$/)).toBeVisible();

      await admin.getByLabel('Search members').fill(member.email ?? '');
      await expect(admin.getByText('1 member', { exact: true })).toBeVisible();
      await expect(admin).toHaveURL(/section=members&q=/);
      await expect(table.getByRole('rowheader', { name: member.name })).toBeVisible();
      await admin.getByLabel('Status').selectOption('rejected');
      await expect(admin.getByText('No member matches.')).toBeVisible();
      await admin.getByLabel('Status').selectOption('approved');
      await expect(admin.getByText('1 member', { exact: true })).toBeVisible();
    });

    await test.step("the member's page, and ending every session signs the open tab out", async () => {
      await admin.getByRole('table', { name: 'Members' }).getByRole('button', { name: member.name }).click();
      await expect(admin.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
      await expect(admin.getByRole('region', { name: 'Verification' })).toBeVisible();
      const sessions = admin.getByRole('region', { name: 'Sessions' });
      await expect(sessions.getByText(/^Signed in /)).toHaveCount(1);
      await sessions.getByRole('button', { name: 'End all sessions' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'End all sessions' }).click();
      await expect(admin.getByText('✅ Ended 1 session.')).toBeVisible();
      await expect(sessions.getByText('Not signed in anywhere.')).toBeVisible();
      await expect(admin.getByRole('region', { name: 'Audit log' }).getByText(/member\.sessions_ended/)).toBeVisible();

      // The member's open tab hears its session end and goes to sign-in, without a reload.
      await expect(member.page).toHaveURL(/\/founder-login$/, { timeout: 15_000 });
    });

    await test.step('Back returns to the same search', async () => {
      await admin.getByRole('button', { name: 'All members' }).click();
      await expect(admin.getByLabel('Search members')).toHaveValue(member.email ?? '');
      await expect(admin.getByText('1 member', { exact: true })).toBeVisible();
    });
  } finally {
    await admin.context().close();
    await member.context.close();
  }
});
