import { cn } from '@/lib/cn';

type Stat = { readonly value: string; readonly label: string };

/** Big numbers with small labels, two columns on phones and a row of `columns` on wider screens. */
export function StatGrid({ stats, label, columns = 4, className }: { stats: readonly Stat[]; label: string; columns?: 2 | 4; className?: string }) {
  return (
    <dl
      aria-label={label}
      className={cn('grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-white/7 bg-white/7', columns === 4 && 'md:grid-cols-4', className)}
    >
      {stats.map(({ value, label: statLabel }) => (
        <div key={statLabel} className="flex flex-col-reverse items-center gap-1 bg-ink-900 px-4 py-7 text-center">
          <dt className="text-xs tracking-[0.14em] text-ink-300 uppercase">{statLabel}</dt>
          <dd className="font-display text-3xl text-gold-300 sm:text-4xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
