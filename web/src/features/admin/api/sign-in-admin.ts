import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminSessionKey } from '@/features/admin/api/admin-query-keys';
import { adminSessionSchema, type AdminSession } from '@/features/admin/api/get-admin-session';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type AdminCredentials = ApiSchemas['AdminCredentials'];

/** POST /api/admin/session. */
export function signInAdmin(credentials: AdminCredentials): Promise<AdminSession> {
  return apiRequest('/admin/session', { method: 'POST', body: credentials, schema: adminSessionSchema });
}

export function useSignInAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminSessionKey, 'create'],
    mutationFn: signInAdmin,
    onSuccess: (session) => queryClient.setQueryData(adminSessionKey, session),
  });
}
