import { CircleAlert, Sparkles, Star, ThumbsUp, type LucideIcon } from 'lucide-react';

// The same bands as Discover's (features may not import each other); worth moving to src/lib once
// both screens settle.

export type MatchBand = 'green' | 'yellow' | 'amber' | 'red';

/** SPEC section 9: 90 or more green, 80 or more yellow, 70 or more amber, below 70 red. */
export function matchBandOf(percentage: number): MatchBand {
  if (percentage >= 90) return 'green';
  if (percentage >= 80) return 'yellow';
  if (percentage >= 70) return 'amber';
  return 'red';
}

/** Colour and icon change at the same thresholds. */
export const matchBandStyles: Record<MatchBand, { text: string; chip: string; icon: LucideIcon }> = {
  green: { text: 'text-emerald-300', chip: 'border-emerald-400/40 bg-emerald-400/10', icon: Sparkles },
  yellow: { text: 'text-yellow-300', chip: 'border-yellow-300/40 bg-yellow-300/10', icon: Star },
  amber: { text: 'text-amber-500', chip: 'border-amber-500/40 bg-amber-500/10', icon: ThumbsUp },
  red: { text: 'text-rose-400', chip: 'border-rose-400/40 bg-rose-400/10', icon: CircleAlert },
};
