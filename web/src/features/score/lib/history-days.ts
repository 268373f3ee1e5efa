import type { HistoryPoint } from '@/features/score/api/get-founder-score';

/** SPEC section 9: a 30-day window; a bar is score/100 × 160 px, never under 4 px. */
export const historyWindowDays = 30;
export const chartHeightPx = 160;
export const minimumBarPx = 4;

const dayMs = 86_400_000;
// India keeps no daylight saving: IST is always UTC+05:30.
const istOffsetMs = 330 * 60_000;

export type HistoryDay = { date: string; score: number | null };

/** The IST calendar day of an instant ("2025-03-10"), as the server names its snapshots. */
export const istDayOf = (instant: number): string => new Date(instant + istOffsetMs).toISOString().slice(0, 10);

/** The 30 IST days ending today, oldest first, each with its snapshot's score or null when it has none. */
export function lastThirtyDays(history: readonly HistoryPoint[], now: number = Date.now()): HistoryDay[] {
  const scores = new Map(history.map((point) => [point.date, point.score]));
  const today = Date.parse(`${istDayOf(now)}T00:00:00Z`);
  return Array.from({ length: historyWindowDays }, (_, at) => {
    const date = new Date(today - (historyWindowDays - 1 - at) * dayMs).toISOString().slice(0, 10);
    return { date, score: scores.get(date) ?? null };
  });
}

/** A bar's height in px for a score out of 100. */
export const barHeightPx = (score: number): number => Math.max(minimumBarPx, (Math.min(100, Math.max(0, score)) / 100) * chartHeightPx);

/** Noon IST of a day: an instant that is that day wherever it is formatted in IST. */
export const middayOf = (date: string): string => `${date}T12:00:00+05:30`;
