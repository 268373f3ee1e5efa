import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { planIds } from '@/features/applications/lib/options';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

const applicationSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  linkedinUrl: z.string().nullable(),
  company: z.string(),
  role: z.string(),
  industry: z.string(),
  bio: z.string().nullable(),
  interests: z.array(z.string()),
  goals: z.array(z.string()),
  plan: z.enum(planIds),
}) satisfies z.ZodType<ApiSchemas['Application']>;

const applicationChangeSchema = z.object({
  proposed: applicationSchema,
  expiresAt: z.string(),
}) satisfies z.ZodType<ApiSchemas['ApplicationChange']>;

export type ApplicationChange = z.infer<typeof applicationChangeSchema>;

/** GET /api/applications/change: what the e-mailed link would apply; 403 `invalid_token` when it no longer works. */
export function getApplicationChange(token: string): Promise<ApplicationChange> {
  return apiRequest(`/applications/change?${new URLSearchParams({ token }).toString()}`, { schema: applicationChangeSchema });
}

// Never refetched: once the link is used, asking again would only say that it was.
export const applicationChangeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['applications', 'change', token],
    queryFn: () => getApplicationChange(token),
    staleTime: Infinity,
    enabled: token !== '',
  });

export function useApplicationChange(token: string) {
  return useQuery(applicationChangeQueryOptions(token));
}
