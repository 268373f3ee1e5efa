import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { demoFounder, signInAsDemoFounder } from './demo';
import { mailMatching } from './mail-matching';
import { e2eAdmin } from './mailbox';

/** Members signed in each in a browser context of their own, for journeys between two of them. */

export interface Member {
  context: BrowserContext;
  page: Page;
  id: string;
  name: string;
  /** The address and password a new member signs in with (none for the demo founder here). */
  email?: string;
  password?: string;
}

async function profileId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/me');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { profileId: string }).profileId;
}

/** The demo founder, signed in in a context of their own. */
export async function demoFounderMember(browser: Browser, baseURL: string): Promise<Member> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsDemoFounder(page);
  return { context, page, id: await profileId(page.request), name: demoFounder.name };
}

/** Signs `admin` in as the administrator and approves the pending application of `email`. */
export async function approve(admin: APIRequestContext, email: string): Promise<void> {
  const signedIn = await admin.post('/api/admin/session', { data: e2eAdmin });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const pending = await admin.get('/api/admin/profiles?status=pending&pageSize=100');
  const { items } = (await pending.json()) as { items: { id: string; email: string }[] };
  const id = items.find((item) => item.email === email)?.id;
  expect(id, `${email} is pending`).toBeDefined();
  const decided = await admin.post(`/api/admin/profiles/${id ?? ''}/decision`, { data: { status: 'approved' } });
  expect(decided.status(), await decided.text()).toBe(200);
}

/** The token of the password set-up link e-mailed to `email` on approval. */
export async function setupToken(email: string): Promise<string> {
  // The application's acknowledgement came first.
  const [, token] = await mailMatching(email, /password-setup\?email=[^&\s]+&token=([0-9a-f]{64})/);
  if (!token) throw new Error(`no set-up link in the e-mail to ${email}`);
  return token;
}

/**
 * A new member: applies, is approved by the administrator (`admin`, a request context of its own),
 * and sets a password from the e-mailed link, all through the API. One POST /api/applications and
 * one password set-up, both rate-limited per address like every public form.
 */
export async function newMember(browser: Browser, baseURL: string, admin: APIRequestContext): Promise<Member> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  // The address tells the members apart; the name reads as a person's on screen.
  const applicant = { firstName: 'Meera', lastName: 'Pillai', email: `meera.pillai+${stamp}@example.in` };
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();

  const applied = await page.request.post('/api/applications', {
    data: {
      ...applicant,
      linkedinUrl: null,
      company: 'Chai Ledger',
      role: 'Co-founder & CTO',
      industry: 'Fintech',
      bio: null,
      interests: ['Technology'],
      goals: ['Find Co-founder'],
      plan: 'core',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await approve(admin, applicant.email);
  const token = await setupToken(applicant.email);
  const password = `masala-dosa-${stamp}`;
  const setUp = await page.request.post('/api/auth/password-setup', {
    data: { email: applicant.email, token, password },
  });
  expect(setUp.status(), await setUp.text()).toBe(200);
  const role = await page.request.put('/api/me/role', { data: { role: 'Founder' } });
  expect(role.ok(), await role.text()).toBe(true);

  return { context, page, id: await profileId(page.request), name: `${applicant.firstName} ${applicant.lastName}`, email: applicant.email, password };
}

/** Both Connect, each with their own session: the connection, and so the conversation, exists. */
export async function connect(first: Member, second: Member): Promise<string> {
  const pending = await first.page.request.post('/api/swipes', { data: { target: second.id, decision: 'connect' } });
  expect(pending.status(), await pending.text()).toBe(200);
  const mutual = await second.page.request.post('/api/swipes', { data: { target: first.id, decision: 'connect' } });
  expect(mutual.status(), await mutual.text()).toBe(200);
  const { state, connectionId } = (await mutual.json()) as { state: string; connectionId: string | null };
  expect(state).toBe('connected');
  expect(connectionId).not.toBeNull();
  return connectionId ?? '';
}
