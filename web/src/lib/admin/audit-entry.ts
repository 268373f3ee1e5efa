import { z } from 'zod';

import { entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export type AuditEntry = ApiSchemas['AuditEntry'];

/** One line of the audit log: who did what to which target, and when. */
export const auditEntrySchema = z.object({
  id: entityIdSchema,
  actorEmail: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullish(),
  createdAt: z.string(),
}) satisfies z.ZodType<AuditEntry, unknown>;
