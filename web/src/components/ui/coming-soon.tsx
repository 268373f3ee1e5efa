import { Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

type ComingSoonProps = {
  /** The screen's name as the SPEC calls it, shown as the page heading. */
  title: string;
  eyebrow: string;
  description: string;
  icon: LucideIcon;
  /** What the finished screen will hold. */
  highlights?: readonly string[];
  actions?: ReactNode;
  className?: string;
};

/** A polished stand-in for a screen that a later issue builds. */
export function ComingSoon({ title, eyebrow, description, icon: Icon, highlights = [], actions, className }: ComingSoonProps) {
  return (
    <section
      aria-labelledby="screen-title"
      className={cn(
        'relative mx-auto w-full max-w-3xl overflow-hidden rounded-3xl border border-white/8 bg-ink-900/70 p-7 shadow-2xl shadow-black/40 sm:p-12',
        className,
      )}
    >
      <title>{`${title} · Sangam`}</title>
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-gold-400/10 blur-3xl" />
      <div className="relative flex flex-col gap-6">
        <div className="flex items-center gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl border border-gold-400/30 bg-linear-to-b from-gold-400/20 to-transparent text-gold-300">
            <Icon aria-hidden="true" className="size-6" strokeWidth={1.6} />
          </span>
          <div>
            <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">{eyebrow}</p>
            <p className="mt-1 inline-flex items-center gap-1.5 text-xs text-ink-300">
              <Sparkles aria-hidden="true" className="size-3.5 text-saffron-400" />
              Coming soon
            </p>
          </div>
        </div>

        <div>
          <h1 id="screen-title" className="font-display text-3xl leading-tight text-ivory sm:text-4xl">
            {title}
          </h1>
          <p className="mt-3 max-w-xl text-base leading-relaxed text-ink-300">{description}</p>
        </div>

        {highlights.length > 0 ? (
          <ul aria-label="What this screen will offer" className="grid gap-3 sm:grid-cols-2">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-3 rounded-xl border border-white/6 bg-ink-950/40 px-4 py-3 text-sm text-ink-200">
                <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-gold-400" />
                {highlight}
              </li>
            ))}
          </ul>
        ) : null}

        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}
