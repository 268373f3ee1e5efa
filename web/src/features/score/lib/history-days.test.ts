import { barHeightPx, istDayOf, lastThirtyDays } from '@/features/score/lib/history-days';

describe('score history days', () => {
  it('names the day in IST, which starts at 18:30 UTC', () => {
    expect(istDayOf(Date.parse('2025-03-09T18:29:59Z'))).toBe('2025-03-09');
    expect(istDayOf(Date.parse('2025-03-09T18:30:00Z'))).toBe('2025-03-10');
  });

  it('gives the 30 days ending today in IST, oldest first, with null where there is no snapshot', () => {
    const days = lastThirtyDays(
      [
        { date: '2025-02-08', score: 10 },
        { date: '2025-02-09', score: 12 },
        { date: '2025-03-10', score: 50 },
      ],
      Date.parse('2025-03-09T20:00:00Z'),
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2025-02-09', score: 12 });
    expect(days[29]).toEqual({ date: '2025-03-10', score: 50 });
    expect(days.filter((day) => day.score === null)).toHaveLength(28);
    expect(days.map((day) => day.date)).toContain('2025-02-28');
  });

  it('makes a bar score/100 × 160 px high, never under 4 px nor over 160 px', () => {
    expect(barHeightPx(50)).toBe(80);
    expect(barHeightPx(100)).toBe(160);
    expect(barHeightPx(24.9)).toBeCloseTo(39.84);
    expect(barHeightPx(2.5)).toBe(4);
    expect(barHeightPx(1)).toBe(4);
    expect(barHeightPx(0)).toBe(4);
  });
});
