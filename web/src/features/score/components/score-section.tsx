import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

type ScoreSectionProps = { icon: LucideIcon; title: string; aside?: ReactNode; lead?: string; children: ReactNode; className?: string };

/** One panel of /founder-score, named by its heading. */
export function ScoreSection({ icon: Icon, title, aside, lead, children, className }: ScoreSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-4 rounded-3xl border border-white/8 bg-ink-900/70 p-5 sm:p-6', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="flex items-center gap-2 font-display text-xl text-ivory">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-gold-300" strokeWidth={1.8} />
          {title}
        </h2>
        {aside ? <p className="text-xs text-ink-300">{aside}</p> : null}
        {lead ? <p className="w-full text-sm text-ink-300">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}
