import type { Achievement, FounderScore } from '@/features/score/api/get-founder-score';

/** An achievement as GET /api/me/score answers it: locked unless `fields` say otherwise. */
export const achievementOf = (fields: Partial<Achievement>): Achievement => ({
  id: 'first_connection',
  title: 'First Connection',
  description: 'Make your first connection',
  icon: 'handshake',
  points: 5,
  category: 'network',
  unlocked: false,
  unlockedAt: null,
  ...fields,
});

/** GET /api/me/score of a member at 54.5 (Emerging, 5.5 points from Growing), with `fields` changed. */
export const scoreOf = (fields: Partial<FounderScore> = {}): FounderScore => ({
  total: 54.5,
  profile: 24.9,
  network: 12.5,
  activity: 6,
  growth: 11.1,
  level: { key: 'emerging', name: 'Emerging' },
  next: { step: 60, pointsNeeded: 5.5, percent: 45 },
  inputs: {
    profileCompleteness: 83,
    connections: 20,
    matches: 5,
    eventsAttended: 1,
    mentorshipApplications: 1,
    investorPitches: 1,
    ideaValidationScore: 40,
    achievements: 3,
  },
  weeklyGoals: [
    { key: 'connections', current: 1, target: 3, completed: false },
    { key: 'event', current: 1, target: 1, completed: true },
    { key: 'mentorship', current: 0, target: 1, completed: false },
    { key: 'achievement', current: 0, target: 1, completed: false },
  ],
  achievements: [
    achievementOf({ id: 'profile_complete', title: 'Profile Perfectionist', description: 'Complete 100% of your profile', icon: 'user-check', points: 15, category: 'profile' }),
    achievementOf({ unlocked: true, unlockedAt: '2025-03-04T06:00:00Z' }),
    achievementOf({ id: 'first_pitch', title: 'First Pitch', description: 'Send your first pitch', icon: 'send', points: 10, category: 'activity', unlocked: true, unlockedAt: '2025-03-05T06:00:00Z' }),
    achievementOf({ id: 'idea_validator', title: 'Idea Validator', description: 'Reach a validation score of 80', icon: 'lightbulb', points: 20, category: 'growth' }),
    achievementOf({ id: 'elite_founder', title: 'Elite Founder', description: 'Reach a founder score of 90', icon: 'crown', points: 30, category: 'milestone' }),
  ],
  recommendedActions: [
    { id: 'validate_idea', points: 8 },
    { id: 'complete_profile', points: 5.1 },
    { id: 'attend_event', points: 2 },
    { id: 'connect', points: 0.5 },
  ],
  history: [],
  ...fields,
});
