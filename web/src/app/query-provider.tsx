import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';

import { QueryClientSlotContext, type QueryClientSlot } from '@/app/query-client-slot';
import { createQueryClient } from '@/lib/react-query';

function clientIn(slot: QueryClientSlot): QueryClient {
  slot.client ??= createQueryClient();
  return slot.client;
}

/** Provides the app's QueryClient, creating it on first use (see query-client-slot.ts). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const slot = useContext(QueryClientSlotContext);
  if (!slot) throw new Error('QueryProvider must be rendered inside AppProvider');
  const [client] = useState(() => clientIn(slot));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
