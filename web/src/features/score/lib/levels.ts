import { Crown, Gem, Leaf, Mountain, Rocket, Sprout, type LucideIcon } from 'lucide-react';

import type { LevelKey } from '@/features/score/api/get-founder-score';

type LevelLook = {
  icon: LucideIcon;
  /** The level's colour on its name and icon. */
  text: string;
  /** The icon's tile. */
  tile: string;
  /** The bar of the progress towards the next level. */
  bar: string;
};

/** Each level's icon and colour; its name and description are in the score catalogue under levels.<key>. */
export const levelLooks: Record<LevelKey, LevelLook> = {
  new: { icon: Sprout, text: 'text-slate-200', tile: 'border-slate-400/40 bg-slate-400/10', bar: 'bg-slate-300' },
  emerging: { icon: Leaf, text: 'text-emerald-300', tile: 'border-emerald-400/40 bg-emerald-400/10', bar: 'bg-emerald-400' },
  growing: { icon: Rocket, text: 'text-sky-300', tile: 'border-sky-400/40 bg-sky-400/10', bar: 'bg-sky-400' },
  experienced: { icon: Mountain, text: 'text-violet-300', tile: 'border-violet-400/40 bg-violet-400/10', bar: 'bg-violet-400' },
  advanced: { icon: Gem, text: 'text-saffron-400', tile: 'border-saffron-400/40 bg-saffron-400/10', bar: 'bg-saffron-400' },
  elite: { icon: Crown, text: 'text-gold-300', tile: 'border-gold-400/50 bg-gold-400/15', bar: 'bg-gold-300' },
};

/** SPEC section 9: where each level starts. */
const levelSteps: ReadonlyArray<[number, LevelKey]> = [
  [50, 'emerging'],
  [60, 'growing'],
  [70, 'experienced'],
  [80, 'advanced'],
  [90, 'elite'],
];

/** The level a next step (50 … 90) opens; null for 100, the top of the scale. */
export const levelAt = (step: number): LevelKey | null => levelSteps.find(([from]) => from === step)?.[1] ?? null;
