import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

type SettingsSectionProps = { id?: string; icon: LucideIcon; title: string; intro?: string; className?: string; children: ReactNode };

/** One titled panel of /settings: its heading names the region, the intro says what it is for. */
export function SettingsSection({ id, icon: Icon, title, intro, className, children }: SettingsSectionProps) {
  return (
    <section id={id} aria-label={title} className={cn('flex flex-col gap-3 rounded-3xl border border-white/8 bg-ink-900/70 p-5 sm:p-6', className)}>
      <h2 className="flex items-center gap-2 font-display text-lg text-ivory">
        <Icon aria-hidden="true" className="size-5 text-gold-400" />
        {title}
      </h2>
      {intro ? <p className="text-sm text-ink-300">{intro}</p> : null}
      {children}
    </section>
  );
}
