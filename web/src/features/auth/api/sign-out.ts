import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { ApiError, apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout (204). A 401 means the session had already ended: signed out all the same. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('/auth/logout', { method: 'POST', schema: z.undefined() });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

export function useSignOut() {
  return useMutation({ mutationKey: ['auth', 'logout'], mutationFn: signOut });
}
