import { credits } from '@/testing/member-api';
import { jsonResponse } from '@/testing/mock-fetch';

/** A deck card as GET /api/discover gives it: Priya's Fintech founder unless `overrides` say otherwise. */
export const deckCard = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  title: 'Founder & CEO',
  company: 'Kirana Labs',
  industry: 'Fintech',
  location: 'Bengaluru',
  memberRole: 'Founder',
  photoUrl: null,
  bio: 'Building credit for India’s kirana stores.',
  skills: ['Payments', 'Go', 'Lending'],
  interests: ['Finance'],
  goals: ['Find Co-founder'],
  experience: 8,
  fundingStage: 'Seed',
  teamSize: 12,
  matchPercentage: 92,
  matchLabel: 'Excellent',
  matchColour: 'green',
  matchDescription: 'Excellent match',
  matchReason: 'Same industry · 2 shared skills · Same city',
  matchFactors: [{ factor: 'sameIndustry' }, { factor: 'sharedSkills', count: 2 }, { factor: 'sameCity' }],
  matchPreferences: [],
  mentor: null,
  investor: null,
  ...overrides,
});

/** The answer of GET /api/discover with these cards. */
export const deckOf = (cards: unknown[], extra: Record<string, unknown> = {}) =>
  jsonResponse(200, { cards, recommendations: [], remaining: cards.length, widen: null, credits: credits(), ...extra });
