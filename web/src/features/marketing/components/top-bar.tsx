import type { ReactNode } from 'react';

import { Brand } from '@/components/ui/brand';

/** The public pages' top bar: the wordmark on the left, the page's own links on the right. */
export function TopBar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-white/6 bg-ink-950/75 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:h-18 sm:px-8">
        <Brand />
        <nav aria-label={label} className="flex items-center gap-1 sm:gap-3">
          {children}
        </nav>
      </div>
    </header>
  );
}
