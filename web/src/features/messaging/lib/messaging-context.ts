import { createContext, use } from 'react';

import type { SocketStatus } from '@/features/messaging/lib/messaging-socket';
import type { Outbox } from '@/features/messaging/lib/outbox';

export type Messaging = {
  status: SocketStatus;
  outbox: Outbox;
  /** Shows the message at once as pending, then sends it (socket, or REST while the socket is down). */
  send: (conversationId: string, body: string) => void;
  /** Sends a failed message again with the same clientId, so it is never stored twice. */
  retry: (clientId: string) => void;
  /** At most one `typing` per conversation every 2 s. */
  sendTyping: (conversationId: string) => void;
  markRead: (conversationId: string, seq: number) => void;
  /** Presence from the socket once it has said hello; `fallback` (the list's answer) before that. */
  isOnline: (memberId: string, fallback: boolean) => boolean;
  isTyping: (conversationId: string) => boolean;
};

export const MessagingContext = createContext<Messaging | null>(null);

export function useMessaging(): Messaging {
  const messaging = use(MessagingContext);
  if (!messaging) throw new Error('useMessaging needs a MessagingProvider around the member area');
  return messaging;
}
