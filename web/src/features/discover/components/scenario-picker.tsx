import { RotateCcw } from 'lucide-react';

import type { DeckScenario } from '@/features/discover/api/get-deck';
import { cn } from '@/lib/cn';

const scenarios: ReadonlyArray<{ value: DeckScenario; label: string }> = [
  { value: 'founder', label: 'Founders' },
  { value: 'investor', label: 'Investors' },
  { value: 'mentor', label: 'Mentors' },
  { value: 'cofounder', label: 'Cofounders' },
];

const chip = 'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs transition-colors';

/** SPEC section 4's demo mode: four scenarios that filter the deck, and Reset back to everyone. */
export function ScenarioPicker({ value, onChange }: { value: DeckScenario | null; onChange: (scenario: DeckScenario | null) => void }) {
  return (
    <div role="group" aria-label="Demo mode" className="flex flex-wrap items-center gap-1.5">
      <span aria-hidden="true" className="mr-1 text-[0.68rem] font-semibold tracking-[0.18em] text-ink-500 uppercase">
        Demo
      </span>
      {scenarios.map((scenario) => (
        <button
          key={scenario.value}
          type="button"
          aria-pressed={value === scenario.value}
          onClick={() => onChange(scenario.value)}
          className={cn(
            chip,
            value === scenario.value ? 'border-gold-400 bg-gold-400/12 text-gold-200' : 'border-white/10 text-ink-300 hover:border-gold-400/40 hover:text-ivory',
          )}
        >
          {scenario.label}
        </button>
      ))}
      <button type="button" onClick={() => onChange(null)} disabled={value === null} className={cn(chip, 'border-transparent text-ink-300 hover:text-gold-300 disabled:opacity-40 disabled:hover:text-ink-300')}>
        <RotateCcw aria-hidden="true" className="size-3" />
        Reset
      </button>
    </div>
  );
}
