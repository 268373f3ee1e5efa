import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import type { Deck } from '@/features/discover/api/get-deck';
import {
  preferenceFactors,
  preferenceLevels,
  shownKinds,
  useMatchPreferences,
  useSaveMatchPreferences,
  widening,
  type MatchPreferences,
} from '@/features/discover/api/match-preferences';
import { matchPreferencesNs } from '@/features/discover/match-preferences-i18n';
import { cn } from '@/lib/cn';

function PreferencesForm({ saved, onClose }: { saved: MatchPreferences; onClose: () => void }) {
  const { t } = useTranslation(matchPreferencesNs);
  const save = useSaveMatchPreferences();
  const [draft, setDraft] = useState(saved);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft, { onSuccess: onClose });
      }}
    >
      {preferenceFactors.map((factor) => (
        <fieldset key={factor} className="flex flex-col gap-1.5">
          <legend className="text-sm text-ivory">
            {t(`factor.${factor}`)} <span className="text-xs text-ink-500">· {t(`hint.${factor}`)}</span>
          </legend>
          <div className="mt-1.5 grid grid-cols-3 gap-1">
            {preferenceLevels.map((level) => (
              <label
                key={level}
                className={cn(
                  'flex h-9 cursor-pointer items-center justify-center rounded-full border px-2 text-center text-xs has-focus-visible:ring-2 has-focus-visible:ring-gold-400',
                  draft[factor] === level ? 'border-gold-400 bg-gold-400/12 text-gold-200' : 'border-white/10 text-ink-300 hover:text-ivory',
                )}
              >
                <input
                  type="radio"
                  name={factor}
                  value={level}
                  checked={draft[factor] === level}
                  onChange={() => setDraft({ ...draft, [factor]: level })}
                  className="sr-only"
                />
                {t(`level.${level}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm text-ivory">{t('kinds')}</legend>
        <div className="mt-1.5 flex flex-wrap gap-4">
          {shownKinds.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-ink-200">
              <input type="checkbox" checked={draft[kind]} onChange={(event) => setDraft({ ...draft, [kind]: event.target.checked })} className="size-4 accent-gold-400" />
              {t(`kind.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {save.isError ? (
        <div role="alert">
          <Notice tone="error">{t('saveFailed')}</Notice>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}

/** The deck's "Match preferences" button, opening the dialog. */
export function MatchPreferencesButton() {
  const { t } = useTranslation(matchPreferencesNs);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
        {t('title')}
      </Button>
      {open ? <MatchPreferencesDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The deck's "Match preferences": per factor must have, nice to have or don't care, and the kinds shown. */
export function MatchPreferencesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(matchPreferencesNs);
  const preferences = useMatchPreferences();
  return (
    <Dialog title={t('title')} description={t('description')} onClose={onClose}>
      {preferences.data ? (
        <PreferencesForm saved={preferences.data} onClose={onClose} />
      ) : preferences.isError ? (
        <Notice tone="error">{t('loadFailed')}</Notice>
      ) : (
        <p className="text-sm text-ink-400">{t('loading')}</p>
      )}
    </Dialog>
  );
}

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
