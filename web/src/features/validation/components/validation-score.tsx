import { useTranslation } from 'react-i18next';

import { validationNs } from '@/features/validation/i18n';
import { scoreBandOf, totalAnswers, type ScoreBand } from '@/features/validation/lib/validation-rules';
import { cn } from '@/lib/cn';

const bandStyles: Record<ScoreBand, { text: string; bar: string }> = {
  green: { text: 'text-emerald-300', bar: 'bg-emerald-400' },
  amber: { text: 'text-amber-400', bar: 'bg-amber-400' },
  red: { text: 'text-rose-400', bar: 'bg-rose-400' },
};

/** The validation score, coloured by SPEC section 9's bands, with how many answers make it. */
export function ValidationScore({ score, filled }: { score: number; filled: number }) {
  const { t } = useTranslation(validationNs);
  const band = scoreBandOf(score);
  const { text, bar } = bandStyles[band];
  return (
    <section aria-labelledby="validation-score" className="flex items-center gap-4 rounded-3xl border border-white/8 bg-ink-900/70 p-4 sm:p-5">
      <p data-band={band} className={cn('font-display text-4xl leading-none tabular-nums sm:text-5xl', text)}>
        {score}%
      </p>
      <div className="min-w-0 flex-1">
        <h2 id="validation-score" className="text-sm font-semibold text-ivory">
          {t('score.label')}
        </h2>
        <p className="mt-0.5 text-xs text-ink-300">
          <span>{t('score.filled', { filled, total: totalAnswers })}</span> · <span className={text}>{t(`score.bands.${band}`)}</span>
        </p>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-white/8" role="progressbar" aria-labelledby="validation-score" aria-valuenow={score} aria-valuemin={0} aria-valuemax={100}>
          <div className={cn('h-full rounded-full transition-[width] duration-500', bar)} style={{ width: `${score}%` }} />
        </div>
      </div>
    </section>
  );
}
