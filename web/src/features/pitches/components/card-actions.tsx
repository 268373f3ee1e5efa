import { Send, X } from 'lucide-react';

import { cn } from '@/lib/cn';

const base =
  'inline-flex h-14 min-w-0 flex-1 items-center justify-center gap-2 rounded-full text-base font-semibold tracking-wide transition-[background-color,border-color,color,transform] ' +
  'focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-gold-300 active:scale-[0.97] disabled:cursor-not-allowed disabled:opacity-50';

type CardActionsProps = { action: 'Pitch' | 'Apply'; canPitch: boolean; describedBy?: string; onPass: () => void; onPitch: () => void; onPrefetch: () => void };

/** Pass, and Pitch or Apply (disabled with the reason beside it when the week's allowance is spent). */
export function CardActions({ action, canPitch, describedBy, onPass, onPitch, onPrefetch }: CardActionsProps) {
  return (
    <div className="flex items-center gap-3">
      <button type="button" onClick={onPass} className={cn(base, 'border border-rose-400/40 bg-ink-900 text-rose-200 hover:border-rose-300 hover:bg-rose-400/10')}>
        <X aria-hidden="true" className="size-5" />
        Pass
      </button>
      <button
        type="button"
        onClick={onPitch}
        onPointerEnter={onPrefetch}
        onFocus={onPrefetch}
        disabled={!canPitch}
        aria-describedby={describedBy}
        className={cn(base, 'bg-linear-to-b from-gold-300 to-gold-500 text-ink-950 shadow-[0_8px_30px_-8px_rgb(224_179_92/0.55)] hover:from-gold-200 hover:to-gold-400')}
      >
        <Send aria-hidden="true" className="size-5" />
        {action}
      </button>
    </div>
  );
}
