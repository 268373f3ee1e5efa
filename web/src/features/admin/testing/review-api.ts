import { screen } from '@testing-library/react';

import { adminApi, counts, pageOf, reportPage } from '@/testing/admin-api';
import type { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

export const profile = (id: string, status: string, firstName: string) => ({
  id,
  firstName,
  lastName: 'Raman',
  email: `${firstName.toLowerCase()}@kiranalabs.in`,
  profileUrl: 'https://www.linkedin.com/in/priya',
  company: 'Kirana Labs',
  role: 'CEO',
  industry: 'Fintech',
  bio: null,
  interests: ['Sales'],
  goals: ['Raise Funding'],
  plan: 'pro',
  status,
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
  testData: false,
});

export const pitch = {
  id: 'pt-1',
  founderEmail: 'priya@kiranalabs.in',
  senderId: null,
  senderName: null,
  targetType: 'investor',
  targetId: 'inv-9',
  targetName: 'Meera Capital',
  message: 'We are raising a seed round.',
  pitchDeckLink: null,
  status: 'pending',
  createdAt: '2025-03-02T10:00:00Z',
  updatedAt: '2025-03-02T10:00:00Z',
  testData: false,
};

export const report = (id: string, status: 'open' | 'dismissed' | 'actioned', overrides: Record<string, unknown> = {}) => ({
  id,
  reason: 'fake_profile',
  details: 'Claims to have raised from Sequoia; the company does not exist.',
  status,
  createdAt: '2025-03-04T08:15:00Z',
  resolvedAt: status === 'open' ? null : '2025-03-05T09:00:00Z',
  resolutionNote: null,
  message: null,
  messageId: null,
  reporter: { id: 'm-1', name: 'Ananya Iyer', email: 'ananya@chaipoint.in' },
  target: { id: 'm-2', name: 'Vikram Shah', email: 'vikram@unicorn.example' },
  ...overrides,
});

/** The review queue with a sign-up of each status, a pending pitch and an open report. */
export function signedInApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return adminApi({
    'GET /api/admin/profiles': () => pageOf([profile('pr-1', 'pending', 'Priya'), profile('pr-2', 'approved', 'Arjun'), profile('pr-3', 'rejected', 'Kavya')], counts(1, 1, 1)),
    'GET /api/admin/pitches': () => pageOf([pitch], counts(1, 0, 0)),
    'GET /api/admin/reports': () => reportPage([report('r-1', 'open')], { open: 2, dismissed: 1, actioned: 0 }),
    ...overrides,
  });
}

export async function openSignedIn() {
  const app = renderApp('/admin');
  await screen.findByRole('button', { name: 'Sign out' });
  await screen.findByRole('article', { name: 'Priya Raman' });
  return app;
}

/** React Router and the lazy sections warn in tests; the assertions are on the screen. */
export function quietConsole() {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
}
