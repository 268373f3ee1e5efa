import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

const base =
  'inline-flex h-14 min-w-0 flex-1 items-center justify-center gap-2 rounded-full text-base font-semibold tracking-wide transition-[background-color,border-color,color,transform] ' +
  'focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-gold-300 active:scale-[0.97] ' +
  'aria-disabled:cursor-progress aria-disabled:opacity-70 disabled:cursor-not-allowed disabled:opacity-50';

const tones = {
  pass: 'border border-rose-400/40 bg-ink-900 text-rose-200 hover:border-rose-300 hover:bg-rose-400/10',
  go: 'bg-linear-to-b from-gold-300 to-gold-500 text-ink-950 shadow-[0_8px_30px_-8px_rgb(224_179_92/0.55)] hover:from-gold-200 hover:to-gold-400',
} as const;

type DeckButtonProps = Omit<ComponentProps<'button'>, 'type' | 'className'> & { tone: keyof typeof tones; icon: LucideIcon };

/** One of a deck's two big buttons, side by side: Pass, or the move forward (Connect, Pitch, Apply). */
export function DeckButton({ tone, icon: Icon, children, ...props }: DeckButtonProps) {
  return (
    <button type="button" className={cn(base, tones[tone])} {...props}>
      <Icon aria-hidden="true" className="size-5" />
      {children}
    </button>
  );
}
