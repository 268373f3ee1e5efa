import { expect, test, type APIRequestContext } from '@playwright/test';

import { e2eAdmin } from './support/mailbox';
import { newMember, type Member } from './support/members';

/**
 * The kind sections of a profile (docs/profiles.md, "Kind sections"), in real browsers against the
 * real server: what a mentor, an investor and a founder enter in /profile reaches the cards other
 * members see, and the card screens' searches find them by it.
 */

const facts = {
  Mentor: { expertise: ['Product'], mentorshipAreas: [], experience: 12, availability: 'Twice a month' },
  Investor: { firm: 'Pillai Family Office', typicalCheckSize: '₹25 L – ₹1 Cr', stages: ['Seed'], focusAreas: ['SaaS'] },
} as const;

/** The member asks to act as `kind` and the administrator approves it, through the API. */
async function grantKind(member: Member, admin: APIRequestContext, kind: keyof typeof facts): Promise<void> {
  const asked = await member.page.request.post('/api/me/kinds', { data: { kind, facts: facts[kind] } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()) as { id: string };
  const signedIn = await admin.post('/api/admin/session', { data: e2eAdmin });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const decided = await admin.post(`/api/admin/kinds/${id}/decision`, { data: { status: 'approved' } });
  expect(decided.status(), await decided.text()).toBe(200);
}

// Words no demo member uses, so a search finds this run's member only.
const unique = (word: string) => `${word} ${Date.now().toString(36).slice(-5)}`;

test('a mentor fills expertise and rate; a founder finds them on /mentors by it and sees the rate', async ({ browser, baseURL, request }) => {
  const mentor = await newMember(browser, baseURL ?? '', request);
  await grantKind(mentor, request, 'Mentor');
  const expertise = unique('Millet pricing');

  const { page } = mentor;
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const section = page.getByRole('region', { name: 'As a mentor' });
  await section.getByLabel('Expertise').fill(expertise);
  await section.getByLabel('Expertise').press('Enter');
  await section.getByLabel('Hourly rate (₹)').fill('5000');
  await expect(section.getByText('₹5,000', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile is saved. Other members see the change at once.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'As a mentor' }).getByText('₹5,000 an hour')).toBeVisible();

  const founder = await newMember(browser, baseURL ?? '', request);
  await founder.page.goto('/mentors');
  await founder.page.getByRole('searchbox').fill(expertise);
  const card = founder.page.getByRole('region').filter({ hasText: expertise });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('₹5,000 an hour')).toBeVisible();
  await mentor.context.close();
  await founder.context.close();
});

test('an investor sets focus areas and a cheque range; their /investors card shows them and a founder finds it', async ({ browser, baseURL, request }) => {
  const investor = await newMember(browser, baseURL ?? '', request);
  await grantKind(investor, request, 'Investor');
  const focus = unique('Agritech');

  const { page } = investor;
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const section = page.getByRole('region', { name: 'As an investor' });
  await section.getByLabel('Focus areas').fill(focus);
  await section.getByLabel('Focus areas').press('Enter');
  await section.getByRole('checkbox', { name: 'Series A' }).check();
  await section.getByLabel('Smallest cheque (₹)').fill('2500000');
  await section.getByLabel('Largest cheque (₹)').fill('20000000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile is saved. Other members see the change at once.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'As an investor' }).getByText('₹25 L – ₹2 Cr')).toBeVisible();

  const founder = await newMember(browser, baseURL ?? '', request);
  await founder.page.goto('/investors');
  await founder.page.getByRole('searchbox').fill(focus);
  const card = founder.page.getByRole('region').filter({ hasText: focus });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('₹25 L – ₹2 Cr')).toBeVisible();
  await expect(card.getByText('Seed, Series A')).toBeVisible();
  await investor.context.close();
  await founder.context.close();
});

test("a founder's funding stage and traction appear on the investor's startup card", async ({ browser, baseURL, request }) => {
  const founder = await newMember(browser, baseURL ?? '', request);
  const company = unique('Chai Ledger');

  const { page } = founder;
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel(/^Company/).fill(company);
  const section = page.getByRole('region', { name: 'Your startup' });
  await section.getByLabel('Funding stage').selectOption('Seed');
  await section.getByLabel('Team size').fill('6');
  await section.getByLabel('Raised so far (₹)').fill('15000000');
  await section.getByLabel('Revenue').selectOption('₹10 L–1 Cr');
  await section.getByLabel('Users').fill('12000');
  await section.getByLabel('Monthly growth (%)').fill('18');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile is saved. Other members see the change at once.')).toBeVisible();

  // An investor whose focus is the founder's industry and stage: the startup ranks first among peers.
  const investor = await newMember(browser, baseURL ?? '', request);
  await grantKind(investor, request, 'Investor');
  const focused = await investor.page.request.put('/api/me/profile', {
    data: { firstName: 'Meera', investor: { focusAreas: ['Fintech'], stages: ['Seed'] } },
  });
  expect(focused.status(), await focused.text()).toBe(200);
  await investor.page.goto('/investor-dashboard');
  const card = investor.page.getByRole('article', { name: company });
  await expect(card).toBeVisible();
  await expect(card.getByText('Fintech · Seed')).toBeVisible();
  await expect(card.getByText('Raised ₹1.5 Cr')).toBeVisible();
  await expect(card.getByText('Revenue ₹10 L–1 Cr · 12,000 users · 18% a month')).toBeVisible();
  await founder.context.close();
  await investor.context.close();
});
