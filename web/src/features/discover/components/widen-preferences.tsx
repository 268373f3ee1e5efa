import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { Deck } from '@/features/discover/api/get-deck';
import { preferenceFactors, useSaveMatchPreferences, widening } from '@/features/discover/api/match-preferences';
import { matchPreferencesNs } from '@/features/discover/match-preferences-i18n';

type Suggestion = NonNullable<Deck['widen']>;

/** "Widen your preferences": the one change the server says would add the most people, as a button that makes it. */
export function WidenPreferences({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation(matchPreferencesNs);
  const save = useSaveMatchPreferences();
  const isFactor = (preferenceFactors as readonly string[]).includes(suggestion.factor);
  const name = isFactor
    ? t(`factor.${suggestion.factor as (typeof preferenceFactors)[number]}`)
    : t(`kind.${suggestion.factor === 'founders' ? 'showFounders' : suggestion.factor === 'mentors' ? 'showMentors' : 'showInvestors'}`);
  return (
    <section aria-labelledby="widen-title" className="flex flex-col gap-2 rounded-2xl border border-gold-400/25 bg-gold-400/6 p-4">
      <h2 id="widen-title" className="text-sm font-semibold text-gold-200">
        {t('widen.title')}
      </h2>
      <p className="text-sm text-ink-200">
        {isFactor ? t('widen.factor', { factor: name, count: suggestion.adds }) : t('widen.kind', { kind: name, count: suggestion.adds })}
      </p>
      {save.isError ? <p role="alert" className="text-xs text-rose-300">{t('widen.failed')}</p> : null}
      <Button size="sm" variant="secondary" className="self-start" disabled={save.isPending} onClick={() => save.mutate(widening(suggestion.factor))}>
        {save.isPending ? t('widen.applying') : isFactor ? t('widen.applyFactor', { factor: name }) : t('widen.applyKind', { kind: name })}
      </Button>
    </section>
  );
}
