import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

type SectionHeadingProps = {
  id?: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
};

export function SectionHeading({ id, eyebrow, title, lead, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p className="text-xs font-semibold tracking-[0.24em] text-gold-400 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-display text-3xl leading-tight text-ivory text-balance-safe sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-base leading-relaxed text-ink-300 sm:text-lg">{lead}</p> : null}
    </div>
  );
}
