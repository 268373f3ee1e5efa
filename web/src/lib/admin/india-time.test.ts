// @vitest-environment node
import { formatIst, instantOfIst, istInputOf } from '@/lib/admin/india-time';

describe('India time for events', () => {
  it.each([
    ['2026-12-05T18:30', '2026-12-05T13:00:00.000Z'],
    // Before 5:30 am in India it is still the day before in UTC.
    ['2026-12-06T02:00', '2026-12-05T20:30:00.000Z'],
    ['2027-01-01T00:00', '2026-12-31T18:30:00.000Z'],
    // No daylight saving: the same offset in June.
    ['2026-06-15T09:15', '2026-06-15T03:45:00.000Z'],
  ])('reads %s in IST as %s', (local, utc) => {
    expect(instantOfIst(local)).toBe(utc);
    expect(istInputOf(utc)).toBe(local);
  });

  it.each(['', '2026-02-30T10:00', '2026-12-05T24:00', '2026-12-05 18:30', 'tomorrow'])('refuses %j', (local) => {
    expect(instantOfIst(local)).toBeNull();
  });

  it('shows an instant in IST, named', () => {
    expect(formatIst('2026-12-05T13:00:00Z')).toMatch(/^Sat, 5 Dec,? 2026, 6:30 pm IST$/);
    expect(istInputOf('not a time')).toBe('');
  });
});
