import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { env } from '@/config/env';
import { waitlistRoles, type WaitlistRole } from '@/features/waitlist/api/join-waitlist';
import { adminQueryKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';
import type { operations } from '@/lib/api-types';

export const waitlistListKey = [...adminQueryKey, 'waitlist'] as const;

/** What the administrator searched and filtered: the list and its export follow it. */
export type WaitlistFilter = { q: string; role: WaitlistRole | '' };

const rowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(waitlistRoles),
  city: z.string(),
  bio: z.string().nullable(),
  referral: z.string().nullable(),
  referrer: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  invitedAt: z.string().nullable(),
  appliedAt: z.string().nullable(),
}) satisfies z.ZodType<ApiSchemas['WaitlistRow']>;

export type WaitlistRow = z.infer<typeof rowSchema>;

type WaitlistPage = operations['listWaitlist']['responses'][200]['content']['application/json'];
const pageSchema = z.object({ items: z.array(rowSchema), total: z.number().int(), next: z.string().nullable() }) satisfies z.ZodType<WaitlistPage>;

const filterQuery = ({ q, role }: WaitlistFilter, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(extra);
  if (q.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  return params.toString();
};

/** GET /api/admin/waitlist: one page, newest first; `after` is the `next` of the page before. */
export function listWaitlist(filter: WaitlistFilter, after: string | null) {
  return apiRequest(`/admin/waitlist?${filterQuery(filter, after ? { after } : {})}`, { schema: pageSchema });
}

export function useWaitlistPage(filter: WaitlistFilter, after: string | null) {
  return useQuery(
    queryOptions({ queryKey: [...waitlistListKey, filter.q.trim(), filter.role, after], queryFn: () => listWaitlist(filter, after), placeholderData: keepPreviousData, staleTime: 15_000 }),
  );
}

/** GET /api/admin/waitlist/export: the filtered list as a CSV file, downloaded with the administrator's cookie. */
export const waitlistExportHref = (filter: WaitlistFilter) => `${env.API_URL}/admin/waitlist/export?${filterQuery(filter)}`;
