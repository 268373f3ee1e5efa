import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { auditLogKey, reportListKey, reviewListKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export type ContentRemoval = ApiSchemas['ContentRemoval'];
export type ContentKind = ContentRemoval['kind'];

const removalSchema = z.object({
  id: entityIdSchema,
  kind: z.enum(['message', 'pitch', 'application']),
  contentId: z.string(),
  memberId: z.string(),
  reason: z.string(),
  removedAt: z.string(),
  restoredAt: z.string().nullable(),
}) satisfies z.ZodType<ContentRemoval, unknown>;

/** The admin list that shows each kind: reports quote messages, the review board shows pitches and applications. */
const shownIn = { message: reportListKey, pitch: reviewListKey, application: reviewListKey } as const satisfies Record<ContentKind, readonly string[]>;

const url = (kind: ContentKind, id: string, step: 'removal' | 'restoration') => `/admin/content/${kind}/${encodeURIComponent(id)}/${step}` as const;

/** POST /api/admin/content/{kind}/{id}/removal and …/restoration: a message, pitch or application taken down with a reason, and put back. */
export function useContentRemoval(kind: ContentKind, contentId: string) {
  const queryClient = useQueryClient();
  const settled = () => Promise.all([auditLogKey, shownIn[kind]].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const remove = useMutation({
    mutationFn: (reason: string) => apiRequest(url(kind, contentId, 'removal'), { method: 'POST', body: { reason }, schema: removalSchema }),
    onSettled: settled,
  });
  const restore = useMutation({
    mutationFn: () => apiRequest(url(kind, contentId, 'restoration'), { method: 'POST', schema: removalSchema }),
    onSettled: settled,
  });
  return { remove, restore };
}
