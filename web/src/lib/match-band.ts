/** SPEC section 9's match labels (90+ Excellent, 80 Great, 70 Good, 60 Fair, 50 Potential, else Low), as the server sends them. */
export const matchLabels = ['Excellent', 'Great', 'Good', 'Fair', 'Potential', 'Low'] as const;
export type MatchLabel = (typeof matchLabels)[number];

export type MatchBand = 'green' | 'yellow' | 'amber' | 'red';

/** SPEC section 9: 90 or more green, 80 or more yellow, 70 or more amber, below 70 red. */
export function matchBandOf(percentage: number): MatchBand {
  if (percentage >= 90) return 'green';
  if (percentage >= 80) return 'yellow';
  if (percentage >= 70) return 'amber';
  return 'red';
}
