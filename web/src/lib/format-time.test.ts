import { formatClock, formatDate, formatDateTime, formatRelativeTime, formatWeekDay } from '@/lib/format-time';

describe('formatDate', () => {
  // 20:00 UTC on 2 Dec is already 3 Dec in India, still 2 Dec in California.
  const instant = '2025-12-02T20:00:00Z';

  it('writes the day in the chosen time zone and date format', () => {
    expect(formatDate(instant, { timezone: 'IST', dateFormat: 'DD/MM/YYYY' })).toBe('03/12/2025');
    expect(formatDate(instant, { timezone: 'PST', dateFormat: 'MM/DD/YYYY' })).toBe('12/02/2025');
    expect(formatDate(instant, { timezone: 'UTC', dateFormat: 'YYYY-MM-DD' })).toBe('2025-12-02');
  });

  it('defaults to IST and DD/MM/YYYY', () => {
    expect(formatDate(instant)).toBe('03/12/2025');
  });

  it('leaves text that is not a time as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('times of day', () => {
  const instant = '2025-12-02T20:00:00Z';

  it('reads the clock in the chosen time zone', () => {
    expect(formatClock(instant, { timezone: 'IST' })).toBe('1:30 am');
    expect(formatClock(instant, { timezone: 'PST' })).toBe('12:00 pm');
    expect(formatClock('2025-12-02T09:05:00Z', { timezone: 'UTC' })).toBe('9:05 am');
  });

  it('names the zone with the date and time, in the chosen date format', () => {
    expect(formatDateTime(instant, { timezone: 'IST', dateFormat: 'DD/MM/YYYY', language: 'en' })).toBe('Wed 03/12/2025, 1:30 am IST');
    expect(formatDateTime(instant, { timezone: 'EST', dateFormat: 'YYYY-MM-DD', language: 'en' })).toBe('Tue 2025-12-02, 3:00 pm EST');
    expect(formatDateTime(instant, { timezone: 'IST', dateFormat: 'DD/MM/YYYY', language: 'de' })).toBe('Mi 03/12/2025, 1:30 am IST');
    expect(formatDateTime('later')).toBe('later');
  });

  it('writes a week day in the member language and zone', () => {
    expect(formatWeekDay('2025-11-30T18:30:00Z', { timezone: 'IST', language: 'en' })).toBe('Mon, 1 Dec');
    expect(formatWeekDay('2025-11-30T18:30:00Z', { timezone: 'PST', language: 'en' })).toBe('Sun, 30 Nov');
    expect(formatWeekDay('2025-11-30T18:30:00Z', { timezone: 'IST', language: 'de' })).toMatch(/^Mo/);
  });

  it('says how long ago in the member language', () => {
    const now = Date.parse('2025-12-02T20:00:00Z');
    expect(formatRelativeTime('2025-12-02T19:59:50Z', now, 'en')).toBe('just now');
    expect(formatRelativeTime('2025-12-02T19:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-12-02T19:55:00Z', now, 'fr')).toBe('il y a 5 minutes');
  });
});
