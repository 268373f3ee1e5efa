import { useState, type ReactNode } from 'react';

import { newQueryClientSlot, QueryClientSlotContext } from '@/app/query-client-slot';
import { AppFallback } from '@/components/errors/app-fallback';
import { ErrorBoundary } from '@/components/errors/error-boundary';

/** What every page needs. Server state and motion come with the screens that use them (screen-providers-layout.tsx). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClientSlot] = useState(newQueryClientSlot);
  return (
    <ErrorBoundary fallback={(reset) => <AppFallback onReload={reset} />}>
      <QueryClientSlotContext value={queryClientSlot}>{children}</QueryClientSlotContext>
    </ErrorBoundary>
  );
}
