import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { adminQueryKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type ConnectionReport = ApiSchemas['ConnectionTest'];

const connectionReportSchema = z.object({
  ok: z.boolean(),
  profiles: z.number().int(),
  engine: z.enum(['sqlite', 'postgresql']),
  roundTripMs: z.number().nonnegative(),
}) satisfies z.ZodType<ConnectionReport, unknown>;

/** GET /api/admin/connection-test: can the server read the database, and how many profiles are there. */
export function testConnection(): Promise<ConnectionReport> {
  return apiRequest('/admin/connection-test', { schema: connectionReportSchema });
}

/** A button press rather than cached data, so a mutation. */
export function useTestConnection() {
  return useMutation({ mutationKey: [...adminQueryKey, 'connection-test'], mutationFn: testConnection });
}
