import { z } from 'zod';

import { messageSchema, type Message } from '@/features/messaging/api/messaging-schemas';
import { apiRequest } from '@/lib/api-client';

const sentSchema = z.object({ message: messageSchema });

export type OutgoingBody = { clientId: string; body: string };

/**
 * POST /api/conversations/:id/messages, for when the socket is down. The same `clientId` again
 * answers with the message already stored, so a retry never doubles a message.
 */
export async function sendMessage(conversationId: string, outgoing: OutgoingBody): Promise<Message> {
  const { message } = await apiRequest(`/conversations/${encodeURIComponent(conversationId)}/messages`, {
    method: 'POST',
    body: outgoing,
    schema: sentSchema,
  });
  return message;
}
