import { bookableDays, istHalfHours, slotsOn } from '@/features/verification/lib/video-slots';

// 12:00 IST on Monday 10 March 2025.
const now = Date.parse('2025-03-10T06:30:00Z');

describe('video call slots', () => {
  it('are the sixteen half hours from 10:00 to 17:30 IST', () => {
    expect(istHalfHours).toHaveLength(16);
    expect(istHalfHours[0]).toBe('10:00');
    expect(istHalfHours.at(-1)).toBe('17:30');
  });

  it('offer a whole IST day, and today only from an hour ahead', () => {
    const tomorrow = slotsOn('2025-03-11', now, 'IST');
    expect(tomorrow).toHaveLength(16);
    expect(tomorrow[0]).toBe('2025-03-11T04:30:00Z');
    expect(tomorrow.at(-1)).toBe('2025-03-11T12:00:00Z');
    // 13:00 IST is the first slot an hour from now.
    expect(slotsOn('2025-03-10', now, 'IST')[0]).toBe('2025-03-10T07:30:00Z');
  });

  it('fall on the member’s own calendar in another zone', () => {
    // 10:00–17:30 IST is 04:30–12:00 UTC the same day.
    expect(slotsOn('2025-03-12', now, 'UTC')).toEqual(slotsOn('2025-03-12', now, 'IST'));
    // In Los Angeles (UTC−7 in March) 10:00 IST on the 13th is 21:30 on the 12th.
    const pacific = slotsOn('2025-03-12', now, 'PST');
    expect(pacific).toContain('2025-03-13T04:30:00Z');
    expect(pacific).toContain('2025-03-12T12:00:00Z');
  });

  it('stop 30 days ahead', () => {
    expect(bookableDays(now, 'IST')).toEqual({ min: '2025-03-10', max: '2025-04-09' });
    expect(slotsOn('2025-04-10', now, 'IST')).toEqual([]);
    expect(slotsOn('not a day', now, 'IST')).toEqual([]);
  });
});
