import { formatDate } from '@/lib/format-time';

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
