import { CircleAlert, Sparkles, Star, ThumbsUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { matchBandOf, type MatchBand, type MatchFactor, type MatchLabel } from '@/lib/match-band';

/** Colour and icon change at the same thresholds. */
const bandStyles: Record<MatchBand, { text: string; chip: string; icon: LucideIcon }> = {
  green: { text: 'text-emerald-300', chip: 'border-emerald-400/40 bg-emerald-400/10', icon: Sparkles },
  yellow: { text: 'text-yellow-300', chip: 'border-yellow-300/40 bg-yellow-300/10', icon: Star },
  amber: { text: 'text-amber-500', chip: 'border-amber-500/40 bg-amber-500/10', icon: ThumbsUp },
  red: { text: 'text-rose-400', chip: 'border-rose-400/40 bg-rose-400/10', icon: CircleAlert },
};

type MatchScoreProps = {
  percentage: number;
  /** SPEC section 9's label, shown as "Excellent match". */
  label: MatchLabel;
  /** Why they match: the factors that scored, said in the member's language. */
  factors: readonly MatchFactor[];
  recommended?: boolean;
};

/** The match percentage, coloured and iconed by SPEC section 9's thresholds, with why. */
export function MatchScore({ percentage, label, factors, recommended = false }: MatchScoreProps) {
  const { t } = useTranslation('ui');
  const { text, chip, icon: Icon } = bandStyles[matchBandOf(percentage)];
  const reason = factors.map(({ factor, count }) => t(`match.factor.${factor}`, { count })).join(' · ');
  return (
    <div className={cn('flex items-start gap-3 rounded-2xl border px-3.5 py-3', chip)}>
      <Icon aria-hidden="true" className={cn('mt-1 size-5 shrink-0', text)} strokeWidth={1.8} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className={cn('font-display text-3xl leading-none tabular-nums', text)}>{percentage}%</span>
          <span className="text-sm font-medium text-ivory">{t(`match.${label}`)}</span>
          {recommended ? (
            <span className="rounded-full border border-gold-400/30 bg-gold-400/10 px-2 py-0.5 text-[0.65rem] font-semibold tracking-wider text-gold-200 uppercase">{t('match.recommended')}</span>
          ) : null}
        </p>
        {reason ? <p className="mt-1 text-xs leading-relaxed text-ink-300">{reason}</p> : null}
      </div>
    </div>
  );
}
