import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { auditLogKey } from '@/features/admin/api/admin-query-keys';
import { apiRequest, entityIdSchema } from '@/lib/api-client';

const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const auditEntrySchema = z.object({
  id: entityIdSchema,
  actorEmail: nullableText,
  action: z.string(),
  targetKind: nullableText,
  targetId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value == null ? null : String(value))),
  fromStatus: nullableText,
  toStatus: nullableText,
  createdAt: z.string(),
});

const auditPageSchema = z.object({ items: z.array(auditEntrySchema), page: z.number(), pageSize: z.number(), total: z.number() });

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;

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
