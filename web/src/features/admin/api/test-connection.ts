import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { adminQueryKey } from '@/features/admin/api/admin-query-keys';
import { apiRequest } from '@/lib/api-client';

// `engine` and `roundTripMs` are optional until every server sends them.
const connectionReportSchema = z.object({ ok: z.literal(true), profiles: z.number(), engine: z.string().optional(), roundTripMs: z.number().nonnegative().optional() });
export type ConnectionReport = z.infer<typeof connectionReportSchema>;

/** GET /api/admin/connection-test: can the server read the database, and how many profiles are there. */
export function testConnection(): Promise<ConnectionReport> {
  return apiRequest('/admin/connection-test', { schema: connectionReportSchema });
}

/** A button press rather than cached data, so a mutation. */
export function useTestConnection() {
  return useMutation({ mutationKey: [...adminQueryKey, 'connection-test'], mutationFn: testConnection });
}
