export type MatchBand = 'green' | 'yellow' | 'amber' | 'red';

/** SPEC section 9: 90 or more green, 80 or more yellow, 70 or more amber, below 70 red. */
export function matchBandOf(percentage: number): MatchBand {
  if (percentage >= 90) return 'green';
  if (percentage >= 80) return 'yellow';
  if (percentage >= 70) return 'amber';
  return 'red';
}
