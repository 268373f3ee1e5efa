import { instantOfZoned, zonedInputsOf } from '@/lib/zoned-time';

describe('date and time inputs on the member clock', () => {
  it('reads a date and a time as IST by default, and in any chosen zone', () => {
    expect(instantOfZoned('2025-12-02', '16:30', 'IST')).toBe('2025-12-02T11:00:00Z');
    expect(instantOfZoned('2025-12-02', '03:00', 'IST')).toBe('2025-12-01T21:30:00Z');
    expect(instantOfZoned('2025-12-02', '16:30', 'UTC')).toBe('2025-12-02T16:30:00Z');
    // New York in winter is UTC−5, in summer UTC−4.
    expect(instantOfZoned('2025-12-02', '09:00', 'EST')).toBe('2025-12-02T14:00:00Z');
    expect(instantOfZoned('2025-07-02', '09:00', 'EST')).toBe('2025-07-02T13:00:00Z');
  });

  it('refuses what is not a date or a time', () => {
    expect(instantOfZoned('2025-02-30', '10:00', 'IST')).toBeNull();
    expect(instantOfZoned('', '10:00', 'IST')).toBeNull();
    expect(instantOfZoned('2025-12-02', '', 'IST')).toBeNull();
  });

  it('fills the inputs back from an instant', () => {
    expect(zonedInputsOf('2025-12-01T21:30:00Z', 'IST')).toEqual({ date: '2025-12-02', time: '03:00' });
    expect(zonedInputsOf('2025-12-01T21:30:00Z', 'PST')).toEqual({ date: '2025-12-01', time: '13:30' });
    expect(zonedInputsOf('nope', 'IST')).toBeNull();
  });
});
