import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type ScreenHeadingProps = {
  eyebrow: ReactNode;
  /** The screen's h1, and the document's title ("… · Sangam"). */
  title: string;
  lead?: ReactNode;
  /** Shown in a gold tile before the heading (the mentor and investor dashboards). */
  icon?: LucideIcon;
};

/** The heading of a member screen: the gold eyebrow, the h1 and a lead line. */
export function ScreenHeading({ eyebrow, title, lead, icon: Icon }: ScreenHeadingProps) {
  return (
    <div className={Icon ? 'flex items-center gap-4' : undefined}>
      <title>{`${title} · Sangam`}</title>
      {Icon ? (
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl border border-gold-400/30 bg-linear-to-b from-gold-400/20 to-transparent text-gold-300">
          <Icon aria-hidden="true" className="size-5.5" strokeWidth={1.6} />
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">{eyebrow}</p>
        <h1 className="mt-1 font-display text-3xl text-ivory sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-1 text-sm text-ink-300">{lead}</p> : null}
      </div>
    </div>
  );
}
