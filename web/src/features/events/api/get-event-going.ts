import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { eventKey } from '@/features/events/api/events';
import { apiRequest } from '@/lib/api-client';
import type { operations } from '@/lib/api-types';

export type ConnectionsGoing = operations['eventConnectionsGoing']['responses'][200]['content']['application/json'];

const connectionsGoingSchema = z.object({
  connections: z.array(z.object({ id: z.string(), name: z.string(), photoUrl: z.string().nullable() })),
  total: z.number().int(),
}) satisfies z.ZodType<ConnectionsGoing, unknown>;

/** GET /api/events/:id/going: who of my connections holds a seat (at most 24 named, with the total). */
export function getConnectionsGoing(id: string, signal?: AbortSignal) {
  return apiRequest(`/events/${encodeURIComponent(id)}/going`, { schema: connectionsGoingSchema, signal });
}

export const connectionsGoingQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...eventKey(id), 'going'], queryFn: ({ signal }) => getConnectionsGoing(id, signal), staleTime: 30_000 });

export const useConnectionsGoing = (id: string) => useQuery(connectionsGoingQueryOptions(id));
