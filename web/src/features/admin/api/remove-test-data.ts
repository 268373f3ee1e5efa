import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { adminQueryKey, auditLogKey, reviewListKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type RemovedTestData = ApiSchemas['RemovedTestData'];

const removedTestDataSchema = z.object({
  profiles: z.number().int(),
  pitches: z.number().int(),
  applications: z.number().int(),
}) satisfies z.ZodType<RemovedTestData, unknown>;

/** DELETE /api/admin/test-data: removes what the test-account button made (audit-logged). */
export function removeTestData(): Promise<RemovedTestData> {
  return apiRequest('/admin/test-data', { method: 'DELETE', schema: removedTestDataSchema });
}

export function useRemoveTestData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminQueryKey, 'remove-test-data'],
    mutationFn: removeTestData,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewListKey }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ]),
  });
}
