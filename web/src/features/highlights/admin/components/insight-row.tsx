import { ContentRowFooter } from '@/components/admin/content-row-footer';
import { cn } from '@/lib/cn';
import type { Insight } from '@/lib/content-schemas';

type InsightRowProps = { insight: Insight; onEdit: (insight: Insight) => void; onDelete: (insight: Insight) => void };

/** One Market Insight in the admin list, as members read it: the label, the figure and its change (a fall in red). */
export function InsightRow({ insight, onEdit, onDelete }: InsightRowProps) {
  const falling = insight.change?.startsWith('-') ?? false;
  return (
    <article aria-label={insight.label} className="flex flex-col gap-3 rounded-2xl border border-white/8 bg-ink-900/60 p-4 sm:p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="min-w-0 text-base font-semibold break-words text-ivory">{insight.label}</h3>
        <p className="text-lg text-ivory tabular-nums">
          {insight.value}
          {insight.change ? (
            <span className={cn('ml-2 text-sm font-semibold', falling ? 'text-rose-300 in-data-[theme=light]:text-rose-700' : 'text-emerald-300 in-data-[theme=light]:text-emerald-700')}>
              {insight.change}
            </span>
          ) : null}
        </p>
      </header>
      <ContentRowFooter name={insight.label} updatedAt={insight.updatedAt} onEdit={() => onEdit(insight)} onDelete={() => onDelete(insight)} />
    </article>
  );
}
