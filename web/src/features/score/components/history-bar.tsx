import type { Ref } from 'react';

import { barHeightPx, minimumBarPx, type HistoryDay } from '@/features/score/lib/history-days';
import { cn } from '@/lib/cn';

export type DayLabel = HistoryDay & { /** "Mon, 10 Mar" */ day: string; /** "50 points" or "no score" */ value: string };

type HistoryBarProps = {
  ref: Ref<HTMLLIElement>;
  day: DayLabel;
  /** The day and its points, for screen readers. */
  label: string;
  /** Where the tooltip hangs: the first and last days keep it inside the chart. */
  align: 'start' | 'center' | 'end';
  tabbable: boolean;
  onFocus: () => void;
};

const tooltipAlign = { start: 'left-0', center: 'left-1/2 -translate-x-1/2', end: 'right-0' } as const;

/** One day's slot: its bar (none without a snapshot) and a tooltip shown on hover and on keyboard focus. */
export function HistoryBar({ ref, day, label, align, tabbable, onFocus }: HistoryBarProps) {
  const height = day.score === null ? null : barHeightPx(day.score);
  return (
    <li
      ref={ref}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      onFocus={onFocus}
      className="group relative flex h-full min-w-0 flex-1 items-end rounded-t-sm bg-white/3 outline-none focus-visible:bg-white/8 focus-visible:ring-2 focus-visible:ring-gold-300"
    >
      {height === null ? null : (
        <span
          data-bar=""
          className="block w-full rounded-t-sm bg-linear-to-t from-gold-600 to-gold-300 transition-colors group-hover:from-gold-500 group-hover:to-gold-200"
          style={{ height: `${height}px` }}
        />
      )}
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute z-10 hidden rounded-lg border border-white/10 bg-ink-800 px-2.5 py-1.5 text-xs whitespace-nowrap shadow-lg shadow-black/40 group-hover:block group-focus-visible:block',
          tooltipAlign[align],
        )}
        style={{ bottom: `${(height ?? minimumBarPx) + 6}px` }}
      >
        <span className="block text-ink-300">{day.day}</span>
        <span className="block font-semibold text-ivory">{day.value}</span>
      </span>
    </li>
  );
}
