import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

type AnalyticsPanelProps = { icon: LucideIcon; title: string; lead?: string; children: ReactNode; className?: string };

/** One panel of /analytics, named by its heading. */
export function AnalyticsPanel({ icon: Icon, title, lead, children, className }: AnalyticsPanelProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('flex min-w-0 flex-col gap-4 rounded-3xl border border-white/8 bg-ink-900/70 p-5 sm:p-6', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="flex items-center gap-2 font-display text-xl text-ivory">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-gold-300" strokeWidth={1.8} />
          {title}
        </h2>
        {lead ? <p className="text-xs text-ink-300">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}
