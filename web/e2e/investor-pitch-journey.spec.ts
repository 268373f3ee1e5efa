import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { demoFounder, demoInvestor, signInAsDemoFounder, signInThroughScreens } from './support/demo';
import { approveOnAdmin } from './support/review-queue';

/**
 * Issue 11, a pitch from start to connection, against the real server and its demo content: the
 * demo founder pitches the demo investor from /investors, an administrator approves the pitch on
 * /admin, the investor finds the startup first on /investor-dashboard, marked as pitched, likes it
 * and asks for an introduction, the founder accepts it on /connections, and the two are connected.
 *
 * Other specs use the same demo accounts (the API contract has the demo investor like and contact
 * the demo founder, who declines), so the journey first puts the pair back where it starts: the
 * investor's latest decision on the founder a Skip, no introduction pending.
 */

const pitchSentText = (name: string) => `Pitch sent to ${name}! You'll be notified when they respond.`;

function trackProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function profileId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/me');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { profileId: string }).profileId;
}

/** The investor skips the founder (the latest decision wins) and the founder declines any introduction still pending. */
async function startAfresh(investor: APIRequestContext, founder: APIRequestContext, founderId: string): Promise<void> {
  const signedIn = await investor.post('/api/auth/login', { data: { email: demoInvestor.email, password: demoInvestor.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const skipped = await investor.post(`/api/investor/startups/${founderId}/skip`, { data: {} });
  expect(skipped.status(), await skipped.text()).toBe(204);

  const requests = await founder.get('/api/requests');
  expect(requests.status(), await requests.text()).toBe(200);
  const { introductions } = (await requests.json()) as { introductions: { id: string; status: string; investor: { name: string } }[] };
  for (const introduction of introductions.filter((each) => each.status === 'pending' && each.investor.name === demoInvestor.name)) {
    const declined = await founder.post(`/api/requests/introductions/${introduction.id}/decline`, { data: {} });
    expect(declined.status(), await declined.text()).toBe(204);
  }
}

test('a founder pitches an investor, who finds the startup first, asks to meet, and is accepted into Connections', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const problems = trackProblems(page);
  const stamp = `${Date.now()}`;
  const pitch = `Kirana Cloud lends working capital to neighbourhood kiranas against their UPI receipts; we are raising our seed round now (ref ${stamp}).`;
  const deckLink = `https://decks.example.in/kirana-cloud-${stamp}`;
  const introductionNote = 'Loved the pitch. Could we meet in Bengaluru next week?';

  await signInAsDemoFounder(page);
  await startAfresh(request, page.request, await profileId(page.request));

  await test.step('the founder pitches the investor from /investors', async () => {
    await page.goto('/investors');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Investor' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by name or focus areas' }).fill(demoInvestor.name);
    const card = page.getByRole('region', { name: demoInvestor.name, exact: true });
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: 'Pitch', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: `Pitch ${demoInvestor.name}` });
    const message = dialog.getByRole('textbox', { name: 'Your pitch' });
    const send = dialog.getByRole('button', { name: 'Send' });
    // A blank pitch: SPEC section 8's words, and Send stays disabled.
    await message.fill('   ');
    await message.blur();
    await expect(dialog.getByText('Please write a pitch message.', { exact: true })).toBeVisible();
    await expect(send).toBeDisabled();

    await message.fill(pitch);
    await dialog.getByRole('textbox', { name: 'Pitch-deck link' }).fill(deckLink);
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/pitches') && response.request().method() === 'POST');
    await send.click();
    expect((await sent).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: pitchSentText(demoInvestor.name) })).toHaveText(pitchSentText(demoInvestor.name));
    await expect(card).toHaveCount(0);
  });

  await test.step('an administrator approves the pitch on the Pitches tab', async () => {
    await approveOnAdmin(browser, origin, { tab: 'Pitches', senderEmail: demoFounder.email, target: demoInvestor.name, message: pitch });
  });

  const investorContext = await browser.newContext({ baseURL: origin });
  try {
    const investor = await investorContext.newPage();
    problems.push(...trackProblems(investor));

    await test.step('the investor signs in and finds the startup first on /investor-dashboard, marked as pitched', async () => {
      await signInThroughScreens(investor, demoInvestor);
      await investor.goto('/investor-dashboard');
      await expect(investor.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeVisible();
      const first = investor.getByRole('list', { name: 'Discover Startups' }).getByRole('listitem').first();
      const startup = first.getByRole('article', { name: demoFounder.startup, exact: true });
      await expect(startup).toBeVisible();
      await expect(startup).toContainText(demoFounder.name);
      await expect(startup.getByText('Pitched you')).toBeVisible();
      await expect(startup.getByText(pitch)).toBeVisible();
      await expect(startup.getByRole('link', { name: 'Pitch deck' })).toHaveAttribute('href', deckLink);

      await startup.getByRole('button', { name: 'Like' }).click();
      await expect(investor.getByText(`✅ You liked ${demoFounder.startup}. It is in My Liked Startups.`)).toBeVisible();
      await expect(investor.getByRole('list', { name: 'Discover Startups' }).getByRole('article', { name: demoFounder.startup, exact: true })).toHaveCount(0);
    });

    await test.step('the investor contacts the founder from My Liked Startups', async () => {
      const liked = investor.getByRole('tab', { name: /^My Liked Startups/ });
      await liked.click();
      await expect(liked).toHaveAttribute('aria-selected', 'true');
      const startup = investor.getByRole('list', { name: 'My Liked Startups' }).getByRole('article', { name: demoFounder.startup, exact: true });
      await startup.getByRole('button', { name: `Contact ${demoFounder.name}` }).click();

      const dialog = investor.getByRole('dialog', { name: `Contact ${demoFounder.name}` });
      await dialog.getByRole('textbox').fill(introductionNote);
      const contacted = investor.waitForResponse((response) => response.url().endsWith('/contact'));
      await dialog.getByRole('button', { name: 'Request introduction' }).click();
      expect((await contacted).status()).toBe(201);
      await expect(dialog).toBeHidden();
      await expect(investor.getByText(`✅ Introduction requested. ${demoFounder.name} is told and can accept.`)).toBeVisible();
      await expect(startup.getByText('Introduction requested')).toBeVisible();
      await expect(startup.getByRole('button', { name: `Contact ${demoFounder.name}` })).toHaveCount(0);
    });

    await test.step('the founder accepts the introduction in Requests on /connections', async () => {
      await page.goto('/connections');
      const requests = page.getByRole('region', { name: /^Requests/ });
      const introduction = requests.getByRole('article', { name: `Introduction from ${demoInvestor.name}` });
      await expect(introduction).toBeVisible();
      await expect(introduction.getByText(introductionNote)).toBeVisible();
      await introduction.getByRole('button', { name: `Accept ${demoInvestor.name}` }).click();
      await expect(page.getByText(`✅ You and ${demoInvestor.name} are now connected.`)).toBeVisible();
      await expect(introduction).toHaveCount(0);
    });

    await test.step("the investor is in the founder's connections, and sees the introduction accepted", async () => {
      await page.getByRole('searchbox', { name: 'Search connections' }).fill(demoInvestor.name);
      await expect(page.getByRole('list', { name: 'Connections' }).getByText(demoInvestor.name)).toBeVisible();
      await expect(page.getByRole('link', { name: `Message ${demoInvestor.name}` })).toHaveAttribute('href', /\/inbox\/[^/]+$/);

      await investor.reload();
      await investor.getByRole('tab', { name: /^My Liked Startups/ }).click();
      const startup = investor.getByRole('list', { name: 'My Liked Startups' }).getByRole('article', { name: demoFounder.startup, exact: true });
      await expect(startup.getByText('Introduction accepted')).toBeVisible();
    });
  } finally {
    await investorContext.close();
  }

  expect(problems).toEqual([]);
});
