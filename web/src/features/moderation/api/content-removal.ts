import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { auditLogKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export type ContentRemoval = ApiSchemas['ContentRemoval'];

const removalSchema = z.object({
  id: entityIdSchema,
  kind: z.enum(['message']),
  contentId: z.string(),
  memberId: z.string(),
  reason: z.string(),
  removedAt: z.string(),
  restoredAt: z.string().nullable(),
}) satisfies z.ZodType<ContentRemoval, unknown>;

const url = (messageId: string, step: 'removal' | 'restoration') => `/admin/content/message/${encodeURIComponent(messageId)}/${step}` as const;

/** POST /api/admin/content/message/{id}/removal and …/restoration: a message taken down with a reason, and put back. */
export function useMessageRemoval(messageId: string) {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: auditLogKey });
  const remove = useMutation({
    mutationFn: (reason: string) => apiRequest(url(messageId, 'removal'), { method: 'POST', body: { reason }, schema: removalSchema }),
    onSettled: settled,
  });
  const restore = useMutation({
    mutationFn: () => apiRequest(url(messageId, 'restoration'), { method: 'POST', schema: removalSchema }),
    onSettled: settled,
  });
  return { remove, restore };
}
