import { z } from 'zod';

import { messageSchema } from '@/features/messaging/api/messaging-schemas';
import { entityIdSchema, type ApiSchemas } from '@/lib/api-client';

// The frames of `GET /api/ws`, one JSON object per text frame: their types are generated from the
// contract (WsServerFrame and WsClientFrame in api/features/messaging.yaml); the checks below must produce
// exactly those types, so the two cannot drift apart.

export type ServerFrame = ApiSchemas['WsServerFrame'];
export type ClientFrame = ApiSchemas['WsClientFrame'];

const errorSchema = z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() });

export const serverFrameSchema = z.union([
  z.object({ type: z.literal('hello'), memberId: entityIdSchema, online: z.array(entityIdSchema) }),
  z.object({ type: z.literal('ack'), clientId: z.string(), message: messageSchema }),
  z.object({ type: z.literal('error'), clientId: z.string().optional(), error: errorSchema }),
  z.object({ type: z.literal('message'), message: messageSchema }),
  z.object({ type: z.literal('resumed') }),
  z.object({ type: z.literal('typing'), conversationId: entityIdSchema, memberId: entityIdSchema }),
  z.object({ type: z.literal('read'), conversationId: entityIdSchema, memberId: entityIdSchema, seq: z.number().int().nonnegative() }),
  z.object({ type: z.literal('presence'), memberId: entityIdSchema, online: z.boolean() }),
  z.object({ type: z.literal('notifications'), unread: z.number().int().nonnegative() }),
]) satisfies z.ZodType<ServerFrame, unknown>;

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
