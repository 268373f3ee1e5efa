import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';

import { ApiError, apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export type Me = ApiSchemas['Me'];

const meSchema = z.object({
  profileId: entityIdSchema,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  memberRole: z.enum(['Founder', 'Mentor', 'Investor']).nullable(),
  photoUrl: z.string().nullable(),
}) satisfies z.ZodType<Me, unknown>;

const isUnauthenticated = (error: unknown) => error instanceof ApiError && error.status === 401;

/** GET /api/me: the signed-in member, or null when nobody is (401). */
export async function getMe(): Promise<Me | null> {
  try {
    return await apiRequest('/me', { schema: meSchema });
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

export const meQueryKey = ['me'] as const;

// gcTime 0: an answer of "nobody" must not outlive the member area, or the next sign-in would meet it.
export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: Infinity, gcTime: 0 });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** Calls `onExpired` when any member call answers 401: the session ended (expiry, sign-out elsewhere). */
export function useOnMemberSessionExpired(onExpired: () => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Leave the cache's own notification before reacting to it.
    const expireLater = () => queueMicrotask(onExpired);
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthenticated(event.action.error)) expireLater();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthenticated(event.action.error)) expireLater();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, onExpired]);
}
