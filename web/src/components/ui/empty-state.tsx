import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list with nothing in it yet: what would be here, and how it gets here. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-white/10 px-6 py-12 text-center text-ink-300">
      <Icon aria-hidden="true" className="size-8 text-gold-300" strokeWidth={1.5} />
      <p className="font-display text-xl text-ivory">{title}</p>
      {children ? <p className="max-w-sm text-sm">{children}</p> : null}
    </div>
  );
}
