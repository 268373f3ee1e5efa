import { cn } from '@/lib/cn';

type StatusSummaryProps = { entries: ReadonlyArray<{ key: string; value: number | undefined; colour: string }> };

/** The summary cards above a list: one count per status. */
export function StatusSummary({ entries }: StatusSummaryProps) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3', entries.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-4')}>
      {entries.map(({ key, value, colour }) => (
        <div key={key} className="rounded-2xl border border-white/8 bg-ink-900/60 px-4 py-3">
          <dt className="text-xs tracking-[0.14em] text-ink-300 uppercase">{key}</dt>
          <dd className={cn('mt-1 font-display text-3xl tabular-nums', colour)}>{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
