import { Send } from 'lucide-react';

import type { Allowance } from '@/features/pitches/api/pitch-schemas';

// The week starts Monday 00:00 IST, so the date is the Indian one wherever the member is.
const renewFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

export function renewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : renewFormat.format(date);
}

/** Pitches and applications left this week, beside the button that spends them. */
export function AllowanceMeter({ allowance }: { allowance: Allowance }) {
  const share = allowance.weekly > 0 ? Math.min(1, Math.max(0, allowance.left) / allowance.weekly) : 0;
  return (
    <div className="flex items-center gap-3 text-xs text-ink-300">
      <Send aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap justify-between gap-x-3">
          <span>
            <span className="font-semibold text-ivory tabular-nums">
              {allowance.left} of {allowance.weekly}
            </span>{' '}
            pitches and applications left this week
          </span>
          <span className="text-ink-500">Renews {renewDate(allowance.renewsAt)}</span>
        </p>
        <div aria-hidden="true" className="mt-1.5 h-1 overflow-hidden rounded-full bg-white/8">
          <div className="h-full rounded-full bg-linear-to-r from-gold-500 to-gold-300 transition-[width] duration-500" style={{ width: `${share * 100}%` }} />
        </div>
      </div>
    </div>
  );
}
