import { z } from 'zod';

import { entityIdSchema } from '@/lib/api-client';
import { memberSummarySchema } from '@/lib/member-summary';

// Written by hand from docs/messaging.md until api/openapi.yaml describes messaging; then these
// take `satisfies z.ZodType<ApiSchemas[...]>` like every other feature's schemas.

/** The server's limit on a message body, after trimming. */
export const messageBodyLimit = 2000;

export const messageSchema = z.object({
  id: entityIdSchema,
  conversationId: entityIdSchema,
  /** 1, 2, 3… within the conversation, no gaps: the conversation's order. */
  seq: z.number().int().positive(),
  senderId: entityIdSchema,
  body: z.string(),
  sentAt: z.string(),
  /** Only on my own messages. */
  clientId: z.string().nullable(),
});

export const conversationSchema = z.object({
  id: entityIdSchema,
  member: memberSummarySchema,
  lastMessage: messageSchema.nullable(),
  unread: z.number().int().nonnegative(),
  myReadSeq: z.number().int().nonnegative(),
  theirReadSeq: z.number().int().nonnegative(),
  online: z.boolean(),
  closed: z.boolean(),
  connectedAt: z.string(),
});

export type Message = z.output<typeof messageSchema>;
export type Conversation = z.output<typeof conversationSchema>;
