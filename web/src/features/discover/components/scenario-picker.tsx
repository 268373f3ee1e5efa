import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { DeckScenario } from '@/features/discover/api/get-deck';
import { discoverNs } from '@/features/discover/i18n';
import { cn } from '@/lib/cn';

/** The label of each is `scenario.<value>` in the discover catalogue. */
const scenarios: readonly DeckScenario[] = ['founder', 'investor', 'mentor', 'cofounder'];

const chip = 'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs transition-colors';

/** SPEC section 4's demo mode: four scenarios that filter the deck, and Reset back to everyone. */
export function ScenarioPicker({ value, onChange }: { value: DeckScenario | null; onChange: (scenario: DeckScenario | null) => void }) {
  const { t } = useTranslation(discoverNs);
  return (
    <div role="group" aria-label={t('scenario.group')} className="flex flex-wrap items-center gap-1.5">
      <span aria-hidden="true" className="mr-1 text-[0.68rem] font-semibold tracking-[0.18em] text-ink-500 uppercase">
        {t('scenario.demo')}
      </span>
      {scenarios.map((scenario) => (
        <button
          key={scenario}
          type="button"
          aria-pressed={value === scenario}
          onClick={() => onChange(scenario)}
          className={cn(
            chip,
            value === scenario ? 'border-gold-400 bg-gold-400/12 text-gold-200' : 'border-white/10 text-ink-300 hover:border-gold-400/40 hover:text-ivory',
          )}
        >
          {t(`scenario.${scenario}`)}
        </button>
      ))}
      <button type="button" onClick={() => onChange(null)} disabled={value === null} className={cn(chip, 'border-transparent text-ink-300 hover:text-gold-300 disabled:opacity-40 disabled:hover:text-ink-300')}>
        <RotateCcw aria-hidden="true" className="size-3" />
        {t('scenario.reset')}
      </button>
    </div>
  );
}
