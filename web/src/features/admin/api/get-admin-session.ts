import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { z } from 'zod';

import { adminQueryKey, adminSessionKey } from '@/lib/admin/admin-query-keys';
import { ApiError, apiRequest, type ApiSchemas } from '@/lib/api-client';

export type AdminSession = ApiSchemas['AdminSession'];

export const adminSessionSchema = z.object({ email: z.string() }) satisfies z.ZodType<AdminSession, unknown>;

/** GET /api/admin/session: the signed-in administrator, or null when nobody is (401). */
export async function getAdminSession(): Promise<AdminSession | null> {
  try {
    return await apiRequest('/admin/session', { schema: adminSessionSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const adminSessionQueryOptions = () => queryOptions({ queryKey: adminSessionKey, queryFn: getAdminSession, staleTime: Infinity });

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}

/** Forgets everything the administrator could see, keeping only "nobody is signed in". */
export function useForgetAdmin() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries({ queryKey: adminQueryKey, predicate: (query) => query.queryKey[1] !== adminSessionKey[1] });
    queryClient.setQueryData(adminSessionKey, null);
  }, [queryClient]);
}

const expired = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A session that ends (expiry, sign-out elsewhere) shows up as a 401 on some admin call: back to the sign-in form. */
export function useSignInAgainOnExpiry() {
  const queryClient = useQueryClient();
  const forgetAdmin = useForgetAdmin();
  useEffect(() => {
    // Leave the cache's own notification before changing it.
    const forgetLater = () => queueMicrotask(forgetAdmin);
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && expired(event.action.error)) forgetLater();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && expired(event.action.error)) forgetLater();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, forgetAdmin]);
}
