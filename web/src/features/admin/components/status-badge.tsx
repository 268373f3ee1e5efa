import type { ReviewStatus } from '@/features/admin/api/get-review-items';
import { cn } from '@/lib/cn';

/** SPEC section 4: approved green, rejected red, pending amber. */
export const statusColours: Record<ReviewStatus, { badge: string; edge: string }> = {
  approved: { badge: 'border-emerald-400/40 bg-emerald-400/12 text-emerald-200', edge: 'before:bg-emerald-400' },
  rejected: { badge: 'border-rose-400/40 bg-rose-400/12 text-rose-200', edge: 'before:bg-rose-400' },
  pending: { badge: 'border-amber-400/40 bg-amber-400/12 text-amber-200', edge: 'before:bg-amber-400' },
};

export function StatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize', statusColours[status].badge)}>
      {status}
    </span>
  );
}
