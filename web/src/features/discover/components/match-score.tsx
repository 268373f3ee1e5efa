import { matchBandOf, matchBandStyles } from '@/features/discover/lib/match-band';
import { cn } from '@/lib/cn';

type MatchScoreProps = { percentage: number; description: string; reason: string; recommended: boolean };

/** The match percentage, coloured and iconed by the SPEC's thresholds, with why. */
export function MatchScore({ percentage, description, reason, recommended }: MatchScoreProps) {
  const band = matchBandOf(percentage);
  const { text, chip, icon: Icon } = matchBandStyles[band];
  return (
    <div className={cn('flex items-start gap-3 rounded-2xl border px-3.5 py-3', chip)}>
      <Icon aria-hidden="true" className={cn('mt-1 size-5 shrink-0', text)} strokeWidth={1.8} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className={cn('font-display text-3xl leading-none tabular-nums', text)}>
            {percentage}%
          </span>
          <span className="text-sm font-medium text-ivory">{description}</span>
          {recommended ? (
            <span className="rounded-full border border-gold-400/30 bg-gold-400/10 px-2 py-0.5 text-[0.65rem] font-semibold tracking-wider text-gold-200 uppercase">Recommended</span>
          ) : null}
        </p>
        {reason ? <p className="mt-1 text-xs leading-relaxed text-ink-300">{reason}</p> : null}
      </div>
    </div>
  );
}
