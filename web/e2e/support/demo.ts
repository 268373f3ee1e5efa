import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo content the e2e server loads (SANGAM_DEMO=1, data/demo). */

/** `value`, or a failure naming what was missing. */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

interface DemoMember {
  firstName: string;
  lastName: string;
  email: string;
}

const demoDirectory = resolve(import.meta.dirname, '../../../data/demo');
const readDemo = <T>(file: string): T => JSON.parse(readFileSync(resolve(demoDirectory, file), 'utf8')) as T;

const accounts = readDemo<{
  founder: DemoMember & { password: string; company: string };
  mentor: DemoMember & { password: string };
  investor: DemoMember & { password: string };
  administrator: { email: string; password: string };
  inboundConnects: string[];
}>('accounts.json');

const members = [...readDemo<DemoMember[]>('founders.json'), ...readDemo<DemoMember[]>('mentors.json'), ...readDemo<DemoMember[]>('investors.json')];

const fullName = (member: DemoMember) => `${member.firstName} ${member.lastName}`;

export const demoFounder = {
  email: accounts.founder.email,
  password: accounts.founder.password,
  name: fullName(accounts.founder),
  /** The startup an investor sees on /investor-dashboard. */
  startup: accounts.founder.company,
};
/** The demo mentor and investor: mentor applications and pitches from demo founders wait for them. */
export const demoMentor = { email: accounts.mentor.email, password: accounts.mentor.password, name: fullName(accounts.mentor) };
export const demoInvestor = { email: accounts.investor.email, password: accounts.investor.password, name: fullName(accounts.investor) };

/** The names of the members who had already sent the demo founder a Connect. */
export const admirers: string[] = accounts.inboundConnects.map((email) => {
  const member = members.find((candidate) => candidate.email === email);
  if (!member) throw new Error(`${email} is in accounts.json but in no member file`);
  return fullName(member);
});

/** Signs the page's browser context in as the demo founder through the API (the cookie is shared). */
export async function signInAsDemoFounder(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email: demoFounder.email, password: demoFounder.password } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Signs a page in through /founder-login and /password-verify, as a member would, and skips the
 * photo step when it is offered (every member then lands on Discover, whatever their kind).
 */
export async function signInThroughScreens(page: Page, member: { email: string; password: string }): Promise<void> {
  await page.goto('/founder-login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/password-verify$/);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/(profile-picture-setup|founder)$/);
  if (page.url().endsWith('/profile-picture-setup')) await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL(/\/founder$/);
}

export interface DeckCard {
  id: string;
  name: string;
  matchPercentage: number;
}

export async function deck(request: APIRequestContext, scenario?: string): Promise<{ cards: DeckCard[]; remaining: number }> {
  const response = await request.get(`/api/discover?limit=100${scenario ? `&scenario=${scenario}` : ''}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { cards: DeckCard[]; remaining: number };
}

/** Passes on the given members through the API, as if swiped left elsewhere. */
export async function passOn(request: APIRequestContext, cards: DeckCard[]): Promise<void> {
  for (const card of cards) {
    const response = await request.post('/api/swipes', { data: { target: card.id, decision: 'pass' } });
    expect(response.status(), await response.text()).toBe(200);
  }
}
