import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { adminSessionKey } from '@/features/admin/api/admin-query-keys';
import { useForgetAdmin } from '@/features/admin/api/get-admin-session';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/admin/session. */
export function signOutAdmin(): Promise<unknown> {
  return apiRequest('/admin/session', { method: 'DELETE', schema: z.unknown() });
}

export function useSignOutAdmin() {
  const forgetAdmin = useForgetAdmin();
  return useMutation({ mutationKey: [...adminSessionKey, 'delete'], mutationFn: signOutAdmin, onSuccess: forgetAdmin });
}
