import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { members, type ResetAudience } from '@/features/password-reset/lib/audience';
import { ApiError, apiRequest } from '@/lib/api-client';

const resetLinkSchema = z.object({ twoFactor: z.boolean() });

export type ResetLink = z.infer<typeof resetLinkSchema>;

/** GET /api/auth/password-reset (or /api/admin/password-reset): whether the e-mailed link still works, and whether the reset needs a code; 403 `invalid_link` when it does not. */
export function getResetLink(token: string, audience: ResetAudience = members): Promise<ResetLink> {
  return apiRequest(`${audience.api}?${new URLSearchParams({ token }).toString()}`, { schema: resetLinkSchema });
}

/** The server's answer for a link that is unknown, used or expired. */
export const isInvalidLink = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'invalid_link';

// Never refetched: once the link is used, asking again would only say that it was.
export const resetLinkQueryOptions = (token: string, audience: ResetAudience = members) =>
  queryOptions({
    queryKey: ['password-reset', audience.api, token],
    queryFn: () => getResetLink(token, audience),
    staleTime: Infinity,
    enabled: token !== '',
  });

export function useResetLink(token: string, audience: ResetAudience = members) {
  return useQuery(resetLinkQueryOptions(token, audience));
}
