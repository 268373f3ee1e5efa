import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Where the app keeps its one QueryClient. AppProvider owns the slot; the first screen that needs
 * server state fills it (src/app/query-provider.tsx), so TanStack Query is not part of the
 * start-up JavaScript of / and /marketing, and every later screen shares the same client and cache.
 */
export type QueryClientSlot = { client: QueryClient | null };

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);

export function newQueryClientSlot(): QueryClientSlot {
  return { client: null };
}
