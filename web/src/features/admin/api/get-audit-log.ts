import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { auditLogKey } from '@/lib/admin/admin-query-keys';
import { auditEntrySchema } from '@/lib/admin/audit-entry';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type { AuditEntry } from '@/lib/admin/audit-entry';
export type AuditPage = ApiSchemas['AuditPage'];

const auditPageSchema = z.object({ items: z.array(auditEntrySchema), page: z.number(), pageSize: z.number(), total: z.number() }) satisfies z.ZodType<
  AuditPage,
  unknown
>;

/** GET /api/admin/audit?page=: who decided what and when, newest first. */
export function getAuditLog(page: number): Promise<AuditPage> {
  return apiRequest(`/admin/audit?page=${page}`, { schema: auditPageSchema });
}

export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...auditLogKey, { page }],
    queryFn: () => getAuditLog(page),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useAuditLog(page: number) {
  return useQuery(auditLogQueryOptions(page));
}
