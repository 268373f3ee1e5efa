import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type MemberEvent = ApiSchemas['Event'];
export type EventKind = MemberEvent['kind'];

export const eventSchema = z.object({
  id: z.string(),
  kind: z.enum(['startup', 'virtual']),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string().nullable(),
  priceRupees: z.number().int(),
  capacity: z.number().int(),
  attendees: z.number().int(),
  organizer: z.string().nullable(),
  organizerId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(['draft', 'published', 'cancelled']),
  isLive: z.boolean(),
  isPast: z.boolean(),
  myPlace: z.object({ registered: z.boolean(), position: z.number().int() }).nullable(),
  joinUrl: z.string().nullable(),
}) satisfies z.ZodType<MemberEvent, unknown>;

export type EventFilter = { kind: EventKind; search: string; type: string; past: boolean };

export const eventsKey = ['events'] as const;
/** One event's page (outside eventsKey, whose entries are all lists). */
export const eventKey = (id: string) => ['event', id] as const;

/** GET /api/events: to come (soonest first) or past; search in title, description and tags; type compared lower-cased. */
export function getEvents({ kind, search, type, past }: EventFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ kind });
  if (search) query.set('q', search);
  if (type) query.set('type', type);
  if (past) query.set('when', 'past');
  return apiRequest(`/events?${query.toString()}`, { schema: z.object({ events: z.array(eventSchema) }), signal });
}

export const eventsQueryOptions = (filter: EventFilter) =>
  queryOptions({ queryKey: [...eventsKey, filter], queryFn: ({ signal }) => getEvents(filter, signal), staleTime: 15_000, placeholderData: keepPreviousData });

export const useEvents = (filter: EventFilter) => useQuery(eventsQueryOptions(filter));

/** POST or DELETE /api/events/:id/registration: the event as it now is, put in every list and page that shows it. */
export function useRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, register }: { id: string; register: boolean }) =>
      apiRequest(`/events/${encodeURIComponent(id)}/registration`, { method: register ? 'POST' : 'DELETE', ...(register ? { body: {} } : {}), schema: eventSchema }),
    onSuccess: (event) => {
      queryClient.setQueriesData<{ events: MemberEvent[] }>({ queryKey: eventsKey }, (list) =>
        list ? { events: list.events.map((shown) => (shown.id === event.id ? event : shown)) } : list,
      );
      queryClient.setQueryData(eventKey(event.id), event);
      void queryClient.invalidateQueries({ queryKey: [...eventsKey, 'mine'] });
    },
  });
}

/** GET /api/events/mine: the events to come I hold a seat or a place in line for (at most 5). */
export const useMyEvents = () =>
  useQuery(
    queryOptions({
      queryKey: [...eventsKey, 'mine'],
      queryFn: ({ signal }) => apiRequest('/events/mine', { schema: z.object({ events: z.array(eventSchema) }), signal }),
      staleTime: 30_000,
    }),
  );
