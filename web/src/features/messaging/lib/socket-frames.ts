import { z } from 'zod';

import { messageSchema } from '@/features/messaging/api/messaging-schemas';
import { entityIdSchema } from '@/lib/api-client';

// The frames of `GET /api/ws` (docs/messaging.md), one JSON object per text frame.

const errorSchema = z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() });

export const serverFrameSchema = z.union([
  /** My conversation partners who are online now. */
  z.object({ type: z.literal('hello'), memberId: entityIdSchema, online: z.array(entityIdSchema) }),
  z.object({ type: z.literal('ack'), clientId: z.string(), message: messageSchema }),
  z.object({ type: z.literal('error'), clientId: z.string().nullish(), error: errorSchema }),
  z.object({ type: z.literal('message'), message: messageSchema }),
  z.object({ type: z.literal('resumed') }),
  z.object({ type: z.literal('typing'), conversationId: entityIdSchema, memberId: entityIdSchema }),
  z.object({ type: z.literal('read'), conversationId: entityIdSchema, memberId: entityIdSchema, seq: z.number().int().nonnegative() }),
  z.object({ type: z.literal('presence'), memberId: entityIdSchema, online: z.boolean() }),
  /** The bell's count changed. */
  z.object({ type: z.literal('notifications'), unread: z.number().int().nonnegative() }),
]);

export type ServerFrame = z.output<typeof serverFrameSchema>;

export type ClientFrame =
  | { type: 'send'; conversationId: string; clientId: string; body: string }
  /** Every message after these positions, then `resumed`. */
  | { type: 'resume'; after: Record<string, number> }
  | { type: 'typing'; conversationId: string }
  | { type: 'read'; conversationId: string; seq: number };

/** A frame the server sent, or null for one this client does not understand (a newer server's, say). */
export function readServerFrame(text: unknown): ServerFrame | null {
  if (typeof text !== 'string') return null;
  try {
    const parsed = serverFrameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
