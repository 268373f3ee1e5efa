import { matchBandOf, matchBandStyles } from '@/features/pitches/lib/match-band';
import { cn } from '@/lib/cn';

/** The match percentage and its label, coloured and iconed by SPEC section 9's thresholds, with why. */
export function MatchScore({ percentage, label, reason }: { percentage: number; label: string; reason: string }) {
  const { text, chip, icon: Icon } = matchBandStyles[matchBandOf(percentage)];
  return (
    <div className={cn('flex items-start gap-3 rounded-2xl border px-3.5 py-3', chip)}>
      <Icon aria-hidden="true" className={cn('mt-1 size-5 shrink-0', text)} strokeWidth={1.8} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className={cn('font-display text-3xl leading-none tabular-nums', text)}>{percentage}%</span>
          <span className="text-sm font-medium text-ivory">{label} match</span>
        </p>
        {reason ? <p className="mt-1 text-xs leading-relaxed text-ink-300">{reason}</p> : null}
      </div>
    </div>
  );
}
