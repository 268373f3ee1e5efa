import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

type ScreenCardProps = {
  title: string;
  /** Forms with grids (the application steps) need more room than a sign-in card. */
  wide?: boolean;
  eyebrow?: ReactNode;
  description?: ReactNode;
  icon?: LucideIcon;
  children?: ReactNode;
  className?: string;
};

/** The card that holds one onboarding or sign-in screen, with the page title as its heading. */
export function ScreenCard({ title, wide = false, eyebrow, description, icon: Icon, children, className }: ScreenCardProps) {
  return (
    <section
      aria-labelledby="screen-title"
      className={cn(
        'relative mx-auto w-full overflow-hidden rounded-3xl border border-white/8 bg-ink-900/75 p-6 shadow-2xl shadow-black/40 sm:p-10',
        wide ? 'max-w-2xl' : 'max-w-xl',
        className,
      )}
    >
      <title>{`${title} · Sangam`}</title>
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-gold-400/10 blur-3xl" />
      <div className="relative flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <div className="flex items-center gap-4">
            {Icon ? (
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl border border-gold-400/30 bg-linear-to-b from-gold-400/20 to-transparent text-gold-300">
                <Icon aria-hidden="true" className="size-5.5" strokeWidth={1.6} />
              </span>
            ) : null}
            <div className="min-w-0">
              {eyebrow ? <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">{eyebrow}</p> : null}
              <h1 id="screen-title" className="mt-0.5 font-display text-[1.75rem] leading-tight text-ivory sm:text-[2.1rem]">
                {title}
              </h1>
            </div>
          </div>
          {description ? <p className="text-sm leading-relaxed text-ink-300 sm:text-base">{description}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
