import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

const readSchema = z.object({ readSeq: z.number().int().nonnegative() });

/** POST /api/conversations/:id/read: my read position, which never moves back. */
export async function markRead(conversationId: string, seq: number): Promise<number> {
  const { readSeq } = await apiRequest(`/conversations/${encodeURIComponent(conversationId)}/read`, {
    method: 'POST',
    body: { seq },
    schema: readSchema,
  });
  return readSeq;
}
