import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 rounded-full border border-gold-400/30 bg-gold-400/10 px-3.5 py-1',
        'text-xs font-semibold tracking-[0.18em] text-gold-300 uppercase',
        className,
      )}
    >
      {children}
    </span>
  );
}
