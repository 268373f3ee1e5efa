import { expect, test, type APIRequestContext } from '@playwright/test';

import { mailMatching } from './support/mail-matching';
import { e2eAdmin } from './support/mailbox';

/**
 * Issue 9, finding 4: a second application with an address already on file changes nothing until
 * the owner of the address confirms it through the e-mailed link.
 *
 * Rate limits are per client address and every spec comes from 127.0.0.1: this makes two POST
 * /api/applications and, through the page, one GET and one POST of /api/applications/change (and
 * one more GET when the used link is opened again).
 */

const application = (email: string, company: string) => ({
  firstName: 'Ishaan',
  lastName: 'Mehta',
  email,
  linkedinUrl: 'https://www.linkedin.com/in/ishaan-mehta',
  company,
  role: 'Founder & CEO',
  industry: 'CleanTech',
  bio: 'Solar micro-grids for Rajasthan villages.',
  interests: ['Technology'],
  goals: ['Raise Funding'],
  plan: 'core',
});

async function companyOnFile(request: APIRequestContext, email: string): Promise<string | undefined> {
  const signIn = await request.post('/api/admin/session', { data: e2eAdmin });
  expect(signIn.status()).toBe(200);
  const list = await request.get('/api/admin/profiles?status=pending&pageSize=100');
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { email: string; company: string | null }[] };
  return items.find((item) => item.email === email)?.company ?? undefined;
}

test('a second application waits for the e-mailed link, which applies it once', async ({ page, request, baseURL }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const email = `ishaan.mehta+${Date.now()}${Math.floor(Math.random() * 1000)}@example.in`;

  const first = await request.post('/api/applications', { data: application(email, 'Surya Grid') });
  const second = await request.post('/api/applications', { data: application(email, 'Surya Grid Labs') });
  expect(second.status()).toBe(first.status());
  expect(await second.text()).toBe(await first.text());
  expect(await companyOnFile(request, email)).toBe('Surya Grid');

  const link = await test.step('the owner of the address gets a link', async () => {
    // After the first application's acknowledgement.
    const [, href] = await mailMatching(email, /(\S+\/apply\/confirm\?token=[0-9a-f]{64})(?=\s|$)/);
    const url = new URL(href ?? '');
    expect(url.origin).toBe(new URL(baseURL ?? '').origin);
    return url;
  });

  await test.step('the page shows the new details, at 390 px too, and confirms them from the keyboard', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link.href);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm changes to your application' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'The new details' })).toContainText('Surya Grid Labs');
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);

    const confirm = page.getByRole('button', { name: 'Confirm changes' });
    await confirm.focus();
    const confirmed = page.waitForResponse((response) => response.url().endsWith('/api/applications/change') && response.request().method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await confirmed).status()).toBe(200);
    await expect(page.getByText(/✅ Your application has been updated/)).toBeVisible();
  });

  expect(await companyOnFile(request, email)).toBe('Surya Grid Labs');

  await test.step('the used link no longer works', async () => {
    await page.goto(link.href);
    await expect(page.getByText('❌ This link has expired or was already used.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm changes' })).toHaveCount(0);
  });

  expect(problems).toEqual([]);
});
