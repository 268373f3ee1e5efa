import type { ReactNode } from 'react';

import { statusColours, type BadgeStatus } from '@/components/admin/status-badge';
import { cn } from '@/lib/cn';

/** A review or report card: the frame with its status-coloured left edge. */
export function StatusCard({ label, status, children }: { label: string; status: BadgeStatus; children: ReactNode }) {
  return (
    <article
      aria-label={label}
      data-status={status}
      className={cn(
        'relative flex flex-col gap-4 overflow-hidden rounded-2xl border border-white/8 bg-ink-900/70 p-5 pl-6',
        'before:absolute before:inset-y-0 before:left-0 before:w-1',
        statusColours[status].edge,
      )}
    >
      {children}
    </article>
  );
}
