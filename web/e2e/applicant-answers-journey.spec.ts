import { expect, test } from '@playwright/test';

import { signedInAdmin } from './support/admin';
import { contractApplication } from './support/contract';
import { mailMatching } from './support/mail-matching';

/**
 * Every applicant gets an answer (docs/applications.md), against the real server: an application
 * is acknowledged by e-mail; the administrator rejects it with a reason picked from the kept
 * templates and edited; the rejection e-mail carries the reason and the day to apply again, and
 * applying again before that day is refused with it. One POST /api/applications, besides the
 * refused one (the public-form limits are shared).
 */
test('apply → acknowledgement → rejected with a reason → the rejection mail carries it', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `anika.sen+${stamp}@example.in`;
  const application = { ...contractApplication(email, 'Chai Labs'), firstName: 'Anika', lastName: `Sen ${stamp}` };
  const addition = ' Your idea is promising: do come back.';

  await test.step('the application is acknowledged by e-mail', async () => {
    const applied = await request.post('/api/applications', { data: application });
    expect(applied.status(), await applied.text()).toBe(201);
    await mailMatching(email, /Your application is in the queue: an administrator reads every application, usually within 3 working days\./);
  });

  const admin = await signedInAdmin(browser, baseURL ?? '');
  try {
    await test.step('the administrator rejects it with a kept template, edited', async () => {
      const card = admin.getByRole('list', { name: 'Profiles' }).getByRole('article', { name: `Anika Sen ${stamp}` });
      await expect(card).toHaveAttribute('data-status', 'pending');
      await card.getByRole('button', { name: 'Reject' }).click();
      const dialog = admin.getByRole('dialog', { name: `Reject Anika Sen ${stamp}` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Could not verify' }).click();
      const reason = dialog.getByLabel(/Reason for the applicant/);
      await expect(reason).toHaveValue(/We could not verify your role or your company/);
      await reason.press('End');
      await reason.pressSequentially(addition);
      const decision = admin.waitForResponse((response) => /\/api\/admin\/profiles\/[^/]+\/decision$/.test(response.url()));
      await dialog.getByRole('button', { name: 'Reject and Tell Them' }).click();
      expect((await decision).status()).toBe(200);
      await expect(dialog).toBeHidden();
      await expect(card).toHaveAttribute('data-status', 'rejected');
    });

    const day = await test.step('the rejection e-mail carries the reason and the day to apply again', async () => {
      await mailMatching(email, /We could not verify your role or your company from the details given\.[^]*Your idea is promising: do come back\./);
      const [, from] = await mailMatching(email, /You may apply again from (\d{1,2} \w+ \d{4})/);
      return from ?? '';
    });

    await test.step('applying again before that day is refused, naming it', async () => {
      const again = await request.post('/api/applications', { data: application });
      expect(again.status()).toBe(409);
      const body = (await again.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('reapply_too_early');
      expect(body.error.message).toContain(`You can apply again from ${day}.`);
    });

    await test.step('the audit log keeps the reason', async () => {
      const audit = await admin.request.get('/api/admin/audit?pageSize=5');
      const { items } = (await audit.json()) as { items: { action: string; note: string | null }[] };
      expect(items.find((entry) => entry.action === 'reject')?.note).toContain('Your idea is promising: do come back.');
    });
  } finally {
    await admin.context().close();
  }
});
