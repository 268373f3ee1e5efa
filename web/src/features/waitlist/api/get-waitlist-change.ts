import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { waitlistRoles } from '@/features/waitlist/api/join-waitlist';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

const waitlistChangeSchema = z.object({
  proposed: z.object({
    name: z.string(),
    email: z.string(),
    role: z.enum(waitlistRoles),
    city: z.string(),
    bio: z.string().optional(),
    referral: z.string().optional(),
  }),
  expiresAt: z.string(),
}) satisfies z.ZodType<ApiSchemas['WaitlistChange']>;

export type WaitlistChange = z.infer<typeof waitlistChangeSchema>;

/** GET /api/waitlist/change: what the e-mailed link would apply; 403 `invalid_token` when it no longer works. */
export function getWaitlistChange(token: string): Promise<WaitlistChange> {
  return apiRequest(`/waitlist/change?${new URLSearchParams({ token }).toString()}`, { schema: waitlistChangeSchema });
}

// Never refetched: once the link is used, asking again would only say that it was.
export const waitlistChangeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['waitlist', 'change', token],
    queryFn: () => getWaitlistChange(token),
    staleTime: Infinity,
    enabled: token !== '',
  });

export function useWaitlistChange(token: string) {
  return useQuery(waitlistChangeQueryOptions(token));
}
