import { z } from 'zod';

import { entityIdSchema, type ApiSchemas } from '@/lib/api-client';
import { memberSummarySchema } from '@/lib/member-summary';

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
}) satisfies z.ZodType<ApiSchemas['Message'], unknown>;

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
}) satisfies z.ZodType<ApiSchemas['Conversation'], unknown>;

export type Message = z.output<typeof messageSchema>;
export type Conversation = z.output<typeof conversationSchema>;
