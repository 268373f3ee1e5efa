import { Handshake, X } from 'lucide-react';

import { cn } from '@/lib/cn';

type SwipeButtonsProps = { busy: boolean; onPass: () => void; onConnect: () => void };

const base =
  'inline-flex h-14 flex-1 items-center justify-center gap-2 rounded-full text-base font-semibold tracking-wide transition-[background-color,border-color,color,transform] ' +
  'focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-gold-300 active:scale-[0.97] aria-disabled:cursor-progress aria-disabled:opacity-70';

/**
 * Pass and Connect. While a swipe is saved they are aria-disabled rather than disabled, so the
 * button keeps keyboard focus for the next card.
 */
export function SwipeButtons({ busy, onPass, onConnect }: SwipeButtonsProps) {
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        aria-disabled={busy || undefined}
        onClick={onPass}
        className={cn(base, 'border border-rose-400/40 bg-ink-900 text-rose-200 hover:border-rose-300 hover:bg-rose-400/10')}
      >
        <X aria-hidden="true" className="size-5" />
        Pass
      </button>
      <button
        type="button"
        aria-disabled={busy || undefined}
        onClick={onConnect}
        className={cn(base, 'bg-linear-to-b from-gold-300 to-gold-500 text-ink-950 shadow-[0_8px_30px_-8px_rgb(224_179_92/0.55)] hover:from-gold-200 hover:to-gold-400')}
      >
        <Handshake aria-hidden="true" className="size-5" />
        Connect
      </button>
    </div>
  );
}
