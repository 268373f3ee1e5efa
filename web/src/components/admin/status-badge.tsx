import type { ApiSchemas } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/** A review item's, a report's or a verification step's status. */
export type BadgeStatus = ApiSchemas['ReviewStatus'] | ApiSchemas['ReportStatus'];

/** SPEC section 4: approved green, rejected red, pending amber. Reports: open amber, actioned green, dismissed grey. */
export const statusColours: Record<BadgeStatus, { badge: string; edge: string }> = {
  approved: { badge: 'border-emerald-400/40 bg-emerald-400/12 text-emerald-200', edge: 'before:bg-emerald-400' },
  rejected: { badge: 'border-rose-400/40 bg-rose-400/12 text-rose-200', edge: 'before:bg-rose-400' },
  pending: { badge: 'border-amber-400/40 bg-amber-400/12 text-amber-200', edge: 'before:bg-amber-400' },
  open: { badge: 'border-amber-400/40 bg-amber-400/12 text-amber-200', edge: 'before:bg-amber-400' },
  actioned: { badge: 'border-emerald-400/40 bg-emerald-400/12 text-emerald-200', edge: 'before:bg-emerald-400' },
  dismissed: { badge: 'border-white/15 bg-white/6 text-ink-200', edge: 'before:bg-ink-500' },
};

export function StatusBadge({ status }: { status: BadgeStatus }) {
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize', statusColours[status].badge)}>
      {status}
    </span>
  );
}
