import { matchBandOf } from '@/lib/match-band';

describe('matchBandOf', () => {
  it.each([
    [100, 'green'],
    [90, 'green'],
    [89, 'yellow'],
    [80, 'yellow'],
    [79, 'amber'],
    [70, 'amber'],
    [69, 'red'],
    [0, 'red'],
  ])('puts %i%% in the %s band (SPEC section 9)', (percentage, band) => {
    expect(matchBandOf(percentage)).toBe(band);
  });
});
