import { scoreOf } from '@/features/score/testing/score-of';
import { mockApi } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';

type Handlers = Parameters<typeof mockApi>[0];

export const member = {
  profileId: 'me-1',
  email: 'priya@kiranalabs.in',
  firstName: 'Priya',
  lastName: 'Raman',
  memberRole: 'Founder',
  photoUrl: null,
} as const;

export const credits = (balance = 20, weeklyBudget = 20) => ({ balance, weeklyBudget, plan: 'core', refillsAt: '2025-03-09T18:30:00Z' });

export const emptyDeck = () => ({ cards: [], recommendations: [], remaining: 0, widen: null, credits: credits() });

/** The weekly pitch-and-application allowance of docs/pitches.md. */
export const allowance = (left = 5, weekly = 5) => ({ weekly, used: weekly - left, left, renewsAt: '2025-03-09T18:30:00Z' });

/** GET /api/me/profile of the member above. */
export const myProfile = (overrides: Record<string, unknown> = {}) => ({
  id: member.profileId,
  email: member.email,
  firstName: member.firstName,
  lastName: member.lastName,
  title: 'Founder & CEO',
  company: 'Kirana Labs',
  industry: 'Fintech',
  location: 'Pune',
  bio: 'Credit for corner shops.',
  website: 'https://kiranalabs.in',
  linkedin: null,
  twitter: null,
  experience: null,
  experienceYears: 8,
  education: null,
  skills: ['Payments', 'Sales'],
  interests: ['Finance'],
  photoUrl: null,
  memberRole: 'Founder',
  stats: { connections: 4, profileViews: 12, completeness: 75 },
  suggestions: { industries: ['Fintech', 'Healthtech'], cities: ['Bengaluru', 'Pune'] },
  kinds: ['Founder'],
  founder: {
    fundingStage: 'Seed',
    teamSize: 6,
    raisedSoFar: null,
    lookingFor: { cofounderRoles: [], mentorAreas: [], investors: false },
    traction: { revenueBand: null, users: null, growth: null },
  },
  mentor: null,
  investor: null,
  missing: ['founder.traction'],
  ...overrides,
});

/** GET /api/me/settings with the defaults. */
export const settingsOf = () => ({
  notifications: { newConnections: true, messages: true, profileViews: true, weeklyDigest: true, emailNotifications: true },
  privacy: { profileVisibility: 'public', showOnlineStatus: true, allowMessages: true, showLastSeen: true },
  preferences: { theme: 'dark', language: 'en', timezone: 'IST', dateFormat: 'DD/MM/YYYY' },
  account: { email: member.email, pendingEmail: null, phone: null, twoFactorAuth: false },
  grievanceOfficer: { name: 'Grievance Officer, Sangam', email: 'grievance@sangam.local' },
});

/** A signed-in member with nothing yet: every screen of the member area renders; `overrides` add or replace answers. */
export function memberApi(overrides: Handlers = {}) {
  return mockApi({
    'GET /api/me': () => jsonResponse(200, member),
    'GET /api/notifications': () => jsonResponse(200, { notifications: [], unread: 0 }),
    'GET /api/messaging/settings': () => jsonResponse(200, { emailUnread: true }),
    'GET /api/discover/daily-email': () => jsonResponse(200, { email: false }),
    'GET /api/me/profile': () => jsonResponse(200, myProfile()),
    'GET /api/me/settings': () => jsonResponse(200, settingsOf()),
    'GET /api/me/two-factor': () => jsonResponse(200, { enabled: false, recoveryCodesLeft: 0 }),
    'GET /api/me/kinds': () => jsonResponse(200, { approvedKind: null, requests: [] }),
    'GET /api/me/warning': () => jsonResponse(200, { warning: null }),
    'GET /api/me/pause': () => jsonResponse(200, { paused: false, pausedAt: null }),
    'GET /api/events': () => jsonResponse(200, { events: [] }),
    'GET /api/events/mine': () => jsonResponse(200, { events: [] }),
    // The side panels: nothing recommended, nothing happened, no insights.
    'GET /api/me/score': () => jsonResponse(200, scoreOf({ recommendedActions: [] })),
    'GET /api/me/highlights': () => jsonResponse(200, { recentActivity: [], trendingFounders: [] }),
    'GET /api/insights': () => jsonResponse(200, { insights: [], updatedAt: null }),
    'GET /api/me/sessions': () => jsonResponse(200, { sessions: [{ id: 's-1', current: true, createdAt: '2025-03-01T10:00:00Z', lastSeenAt: '2025-03-02T10:00:00Z', ip: '127.0.0.1' }] }),
    'GET /api/me/referral': () => jsonResponse(200, { code: 'K7M2QX9P', credited: 2 }),
    'GET /api/discover': () => jsonResponse(200, emptyDeck()),
    'GET /api/connections': () => jsonResponse(200, { connections: [], nextCursor: null }),
    'GET /api/conversations': () => jsonResponse(200, { conversations: [] }),
    'GET /api/matches/cofounders': () => jsonResponse(200, { cards: [], allowance: allowance() }),
    'GET /api/matches/mentors': () => jsonResponse(200, { cards: [], allowance: allowance() }),
    'GET /api/matches/investors': () => jsonResponse(200, { cards: [], allowance: allowance() }),
    'GET /api/pitches/sent': () => jsonResponse(200, { items: [], allowance: allowance() }),
    'GET /api/requests': () => jsonResponse(200, { applications: [], introductions: [] }),
    'GET /api/mentor/requests': () => jsonResponse(200, { items: [] }),
    'GET /api/mentor/mentees': () => jsonResponse(200, { items: [] }),
    'GET /api/investor/startups': () => jsonResponse(200, { items: [] }),
    'GET /api/investor/liked': () => jsonResponse(200, { items: [] }),
    ...overrides,
  });
}
