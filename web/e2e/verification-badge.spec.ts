import { expect, test } from '@playwright/test';

import { signedInAdmin } from './support/admin';
import { newMember } from './support/members';
import { waitForCodeTo } from './support/sms';

/**
 * The whole of /verification against the real server (issue 14, docs/verification.md): the phone
 * code arrives by text message (the e2e server writes them to a file), the member sends the four
 * reviewed steps, and when an administrator approves the last one on /admin the member is fully
 * verified — another member then sees the badge on the member's profile card.
 */

/** Two days ahead at 11:00 IST (05:30 UTC): a bookable video slot. */
function bookableSlot(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 2);
  day.setUTCHours(5, 30, 0, 0);
  return day.toISOString();
}

test('an administrator approves a step and the badge appears on the member’s card', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const member = await newMember(browser, baseURL ?? '', request);
  const viewer = await newMember(browser, baseURL ?? '', request);
  const admin = await signedInAdmin(browser, baseURL ?? '');
  const page = member.page;
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const profileUrl = `https://www.linkedin.com/in/meera-pillai-badge-${Date.now()}`;
  try {
    await test.step('the phone code comes by text message and verifies the number', async () => {
      await page.goto('/verification');
      await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('1/6 completed');
      await page.getByRole('button', { name: 'Start: Phone Number' }).click();
      const phoneForm = page.getByRole('form', { name: 'Verify your phone' });
      await phoneForm.getByLabel('Mobile number').fill(mobile);
      await phoneForm.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText(/We sent a code to/)).toBeVisible();
      const code = await waitForCodeTo(`+91${mobile}`);
      await page.getByLabel('Six-digit code').fill(code);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(page.getByText('✅ Your phone number is verified.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('2/6 completed');
    });

    await test.step('the member sends LinkedIn, company, document and call; an administrator approves three', async () => {
      const sends = [
        await page.request.put('/api/me/verification/linkedin', { data: { linkedinUrl: profileUrl } }),
        await page.request.put('/api/me/verification/company', {
          data: { companyName: 'Chai Ledger', website: 'https://chailedger.example.in', description: 'Bookkeeping for tea stalls.' },
        }),
        await page.request.put('/api/me/verification/identity?name=pan.pdf', { headers: { 'Content-Type': 'application/pdf' }, data: Buffer.from('%PDF-1.4 badge') }),
        await page.request.put('/api/me/verification/video', { data: { slot: bookableSlot() } }),
      ];
      for (const sent of sends) expect(sent.status(), await sent.text()).toBe(200);
      const waiting = (await (await admin.request.get('/api/admin/verification')).json()) as { items: { memberId: string; step: string; revision: number }[] };
      for (const step of ['company', 'identity', 'video']) {
        // A decision names the revision reviewed: the one the list shows.
        const revision = waiting.items.find((item) => item.memberId === member.id && item.step === step)?.revision;
        const decided = await admin.request.post(`/api/admin/verification/${member.id}/${step}/decision`, { data: { status: 'completed', revision } });
        expect(decided.status(), await decided.text()).toBe(200);
      }
    });

    await test.step('not verified yet: no badge on the profile another member opens', async () => {
      await viewer.page.goto(`/members/${member.id}`);
      await expect(viewer.page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
      await expect(viewer.page.getByTitle('Verified member')).toHaveCount(0);
    });

    await test.step('the administrator approves the LinkedIn profile on /admin', async () => {
      await admin.goto('/admin?section=verification');
      const card = admin.getByRole('article', { name: `${member.name}: LinkedIn profile` }).filter({ hasText: profileUrl });
      await card.getByRole('button', { name: `Approve: ${member.name}, LinkedIn profile` }).click();
      await expect(admin.getByText(`✅ Approved: ${member.name}’s LinkedIn profile.`)).toBeVisible();
    });

    await test.step('the member is fully verified, and the badge is on their card for others', async () => {
      await page.reload();
      await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('6/6 completed');
      await expect(page.getByText("Congratulations! You're fully verified!")).toBeVisible();
      await viewer.page.reload();
      await expect(viewer.page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
      await expect(viewer.page.getByTitle('Verified member')).toBeVisible();
    });
  } finally {
    await admin.context().close();
    await viewer.context.close();
    await member.context.close();
  }
});
