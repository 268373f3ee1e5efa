import { formatIst, instantOfIst, istInputsOf } from '@/lib/ist-time';

describe('IST time', () => {
  it('shows an instant as the wall clock in India', () => {
    expect(formatIst('2025-12-02T11:00:00Z')).toBe('Tue 2 Dec, 4:30 pm IST');
    expect(formatIst('2025-12-01T18:30:00Z')).toBe('Tue 2 Dec, 12:00 am IST');
    expect(formatIst('2025-12-02T06:45:00.000Z')).toBe('Tue 2 Dec, 12:15 pm IST');
    expect(formatIst('soon')).toBe('soon');
  });

  it('reads a date and a time input as IST', () => {
    expect(instantOfIst('2025-12-02', '16:30')).toBe('2025-12-02T11:00:00Z');
    expect(instantOfIst('2025-12-02', '03:00')).toBe('2025-12-01T21:30:00Z');
    expect(instantOfIst('2025-02-30', '10:00')).toBeNull();
    expect(instantOfIst('', '10:00')).toBeNull();
    expect(instantOfIst('2025-12-02', '')).toBeNull();
  });

  it('fills the inputs back from an instant', () => {
    expect(istInputsOf('2025-12-01T21:30:00Z')).toEqual({ date: '2025-12-02', time: '03:00' });
    expect(istInputsOf('nope')).toBeNull();
  });
});
