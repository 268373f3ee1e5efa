import type { Analytics, Figure } from '@/features/analytics/api/get-analytics';
import type { AnalyticsRange } from '@/features/analytics/lib/ranges';

export const figureOf = (value: number, previous: number, change: number | null): Figure => ({ value, previous, change });

const daysOf: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** One point per IST day up to Monday 10 March 2025, `connections` of them on the last day. */
function seriesOf(range: AnalyticsRange, connections: number): Analytics['series'] {
  const last = Date.UTC(2025, 2, 10);
  return Array.from({ length: daysOf[range] }, (_, at) => {
    const date = new Date(last - (daysOf[range] - 1 - at) * 86_400_000).toISOString().slice(0, 10);
    const today = at === daysOf[range] - 1;
    return { date, connections: today ? connections : 0, profileViews: today ? 4 : 0, messages: today ? 2 : 0 };
  });
}

/** GET /api/me/analytics for `range`: 3 connections (up 50 %), the other figures one each way, with `fields` changed. */
export const analyticsOf = (range: AnalyticsRange = '30d', fields: Partial<Analytics> = {}): Analytics => ({
  range,
  from: '2025-02-08T18:30:00.000Z',
  cards: {
    connections: figureOf(3, 2, 50),
    profileViews: figureOf(8, 10, -20),
    engagement: figureOf(5, 0, null),
    networkReach: figureOf(0, 0, null),
  },
  series: seriesOf(range, 3),
  topIndustries: [
    { industry: 'Fintech', connections: 4, change: 100 },
    { industry: 'Healthtech', connections: 1, change: null },
  ],
  performance: {
    replyRate: figureOf(40, 50, -20),
    viewsPerDay: figureOf(0.3, 0.3, 0),
    connectionsPer100Views: figureOf(37.5, 20, 88),
  },
  recentActivity: [
    { type: 'connection', title: 'New connection', message: 'You and Arjun Mehta are connected.', link: '/connections', at: '2025-03-10T06:00:00Z' },
    { type: 'profile_view', title: 'Profile view', message: 'Someone viewed your profile.', link: null, at: '2025-03-08T06:30:00Z' },
  ],
  ...fields,
});

/** Every figure of the range at nothing: a new member's first week. */
export const quietAnalyticsOf = (range: AnalyticsRange): Analytics => ({
  ...analyticsOf(range),
  cards: { connections: figureOf(0, 0, null), profileViews: figureOf(0, 0, null), engagement: figureOf(0, 0, null), networkReach: figureOf(0, 0, null) },
  series: seriesOf(range, 0).map((day) => ({ ...day, profileViews: 0, messages: 0 })),
  topIndustries: [],
  performance: { replyRate: figureOf(0, 0, null), viewsPerDay: figureOf(0, 0, null), connectionsPer100Views: figureOf(0, 0, null) },
  recentActivity: [],
});
