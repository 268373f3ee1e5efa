import { Coins } from 'lucide-react';

import type { Credits } from '@/features/discover/api/discover-schemas';

// Credits refill at Monday 00:00 IST, so the date is the Indian one wherever the member is.
const refillFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

function refillDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : refillFormat.format(date);
}

/** The Connect credits left this week and when they refill, always on screen beside Connect. */
export function CreditsMeter({ credits }: { credits: Credits }) {
  const share = credits.weeklyBudget > 0 ? Math.min(1, credits.balance / credits.weeklyBudget) : 0;
  return (
    <div className="flex items-center gap-3 text-xs text-ink-300">
      <Coins aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap justify-between gap-x-3">
          <span>
            <span className="font-semibold text-ivory tabular-nums">
              {credits.balance} of {credits.weeklyBudget}
            </span>{' '}
            Connect credits left this week
          </span>
          <span className="text-ink-500">Refills {refillDate(credits.refillsAt)}</span>
        </p>
        <div aria-hidden="true" className="mt-1.5 h-1 overflow-hidden rounded-full bg-white/8">
          <div className="h-full rounded-full bg-linear-to-r from-gold-500 to-gold-300 transition-[width] duration-500" style={{ width: `${share * 100}%` }} />
        </div>
      </div>
    </div>
  );
}
