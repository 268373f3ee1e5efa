import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { adminQueryKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export const eventListKey = [...adminQueryKey, 'events'] as const;

export type AdminEvent = ApiSchemas['AdminEvent'];
export type EventKind = AdminEvent['kind'];
export type EventStatus = AdminEvent['status'];

export const eventKinds = ['startup', 'virtual'] as const satisfies readonly EventKind[];
export const eventStatuses = ['draft', 'published', 'cancelled'] as const satisfies readonly EventStatus[];

/** SPEC section 3: a startup event's types and a virtual event's categories. */
export const eventTypes = {
  startup: ['networking', 'pitch', 'workshop', 'conference'],
  virtual: ['pitch', 'masterclass', 'networking', 'mentorship'],
} as const satisfies Record<EventKind, readonly string[]>;

const text = z.string().nullable();

export const adminEventSchema = z.object({
  id: entityIdSchema,
  kind: z.enum(eventKinds),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: text,
  priceRupees: z.number().int(),
  capacity: z.number().int(),
  attendees: z.number().int(),
  waiting: z.number().int(),
  organizer: text,
  organizerId: text,
  imageUrl: text,
  tags: z.array(z.string()),
  status: z.enum(eventStatuses),
  isLive: z.boolean(),
  isPast: z.boolean(),
  joinUrl: text,
}) satisfies z.ZodType<AdminEvent, unknown>;

const adminEventListSchema = z.object({ events: z.array(adminEventSchema) });

/** GET /api/admin/events: every event, drafts and cancelled ones too, latest start first. */
export async function listAdminEvents(): Promise<AdminEvent[]> {
  const { events } = await apiRequest('/admin/events', { schema: adminEventListSchema });
  return events;
}

export const adminEventsQueryOptions = () => queryOptions({ queryKey: eventListKey, queryFn: listAdminEvents, staleTime: 15_000 });

export function useAdminEvents() {
  return useQuery(adminEventsQueryOptions());
}
