import { queryOptions, useQuery } from '@tanstack/react-query';

import { eventKey, eventSchema } from '@/features/events/api/events';
import { apiRequest } from '@/lib/api-client';

/** GET /api/events/:id: one event with my place at it (404 for a draft or an unknown id). */
export function getEvent(id: string, signal?: AbortSignal) {
  return apiRequest(`/events/${encodeURIComponent(id)}`, { schema: eventSchema, signal });
}

export const eventQueryOptions = (id: string) => queryOptions({ queryKey: eventKey(id), queryFn: ({ signal }) => getEvent(id, signal), staleTime: 15_000 });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
