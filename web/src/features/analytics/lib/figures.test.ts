import { formatPercent, movementOf } from '@/features/analytics/lib/figures';

describe('movementOf', () => {
  it('reads the change against the period before', () => {
    expect(movementOf({ change: 50, value: 3 })).toEqual({ kind: 'up', percent: 50 });
    expect(movementOf({ change: -25, value: 3 })).toEqual({ kind: 'down', percent: 25 });
    expect(movementOf({ change: 0, value: 3 })).toEqual({ kind: 'flat', percent: 0 });
  });

  it('says new when there was nothing before, and none when there is nothing either side', () => {
    expect(movementOf({ change: null, value: 2 })).toEqual({ kind: 'new' });
    expect(movementOf({ change: null, value: 0 })).toEqual({ kind: 'none' });
  });
});

describe('formatPercent', () => {
  it('writes the percent the member’s way', () => {
    expect(formatPercent(25, 'en')).toBe('25%');
    expect(formatPercent(12.5, 'de')).toBe('12,5\u00a0%');
  });
});
