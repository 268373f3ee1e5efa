import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { useForgetAdmin } from '@/features/admin/api/get-admin-session';
import { adminSessionKey } from '@/lib/admin/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/admin/session. */
export function signOutAdmin(): Promise<unknown> {
  return apiRequest('/admin/session', { method: 'DELETE', schema: z.unknown() });
}

export function useSignOutAdmin() {
  const forgetAdmin = useForgetAdmin();
  return useMutation({ mutationKey: [...adminSessionKey, 'delete'], mutationFn: signOutAdmin, onSuccess: forgetAdmin });
}
