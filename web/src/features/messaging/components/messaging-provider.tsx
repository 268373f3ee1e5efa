import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { env } from '@/config/env';
import { markRead as postRead } from '@/features/messaging/api/mark-read';
import { sendMessage } from '@/features/messaging/api/send-message';
import { addMessage, applyReadPosition, resumePositions } from '@/features/messaging/lib/message-cache';
import { MessagingContext, type Messaging } from '@/features/messaging/lib/messaging-context';
import { openMessagingSocket, socketUrl, type MessagingSocket, type SocketStatus } from '@/features/messaging/lib/messaging-socket';
import { createOutbox, type OutgoingMessage } from '@/features/messaging/lib/outbox';
import type { ServerFrame } from '@/features/messaging/lib/socket-frames';
import { ApiError } from '@/lib/api-client';

/** How long "typing…" shows after a `typing` frame (docs/messaging.md), and how often this tab sends one. */
const typingShownMs = 3000;
const typingEveryMs = 2000;

const sendFailure = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? (error.fields.body ?? error.message) : 'Could not send. Check your connection.';

/**
 * The member area's one WebSocket per tab, and what arrives on it written into the query cache.
 * `onNotifications` hears the bell's count change; the app decides what that refreshes.
 */
export function MessagingProvider({ children, onNotifications }: { children: ReactNode; onNotifications: () => void }) {
  const queryClient = useQueryClient();
  const [outbox] = useState(createOutbox);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [online, setOnline] = useState<ReadonlySet<string> | null>(null);
  const [typing, setTyping] = useState<ReadonlySet<string>>(new Set());
  const socket = useRef<MessagingSocket | null>(null);
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const typingSentAt = useRef(new Map<string, number>());
  const readSent = useRef(new Map<string, number>());
  const notify = useRef(onNotifications);
  useEffect(() => {
    notify.current = onNotifications;
  });

  const stopTyping = useCallback((conversationId: string) => {
    clearTimeout(typingTimers.current.get(conversationId));
    typingTimers.current.delete(conversationId);
    setTyping((shown) => (shown.has(conversationId) ? new Set([...shown].filter((id) => id !== conversationId)) : shown));
  }, []);

  const deliverOverRest = useCallback(
    (entry: OutgoingMessage) => {
      outbox.update(entry.clientId, { state: 'pending', error: null, overSocket: false });
      sendMessage(entry.conversationId, { clientId: entry.clientId, body: entry.body }).then(
        (message) => {
          addMessage(queryClient, message);
          outbox.remove(entry.clientId);
        },
        (error: unknown) => outbox.update(entry.clientId, { state: 'failed', error: sendFailure(error) }),
      );
    },
    [outbox, queryClient],
  );

  const transmit = useCallback(
    (entry: OutgoingMessage) => {
      const frame = { type: 'send', conversationId: entry.conversationId, clientId: entry.clientId, body: entry.body } as const;
      if (socket.current?.send(frame)) outbox.update(entry.clientId, { state: 'pending', error: null, overSocket: true });
      else deliverOverRest(entry);
    },
    [outbox, deliverOverRest],
  );

  useEffect(() => {
    const onFrame = (frame: ServerFrame) => {
      switch (frame.type) {
        case 'hello':
          return setOnline(new Set(frame.online));
        case 'presence':
          return setOnline((known) => {
            const next = new Set(known);
            if (frame.online) next.add(frame.memberId);
            else next.delete(frame.memberId);
            return next;
          });
        case 'ack':
        case 'message': {
          addMessage(queryClient, frame.message);
          const clientId = frame.type === 'ack' ? frame.clientId : frame.message.clientId;
          if (clientId) outbox.remove(clientId);
          else stopTyping(frame.message.conversationId);
          return;
        }
        case 'error':
          if (frame.clientId) outbox.update(frame.clientId, { state: 'failed', error: frame.error.fields?.body ?? frame.error.message, overSocket: false });
          return;
        case 'typing': {
          clearTimeout(typingTimers.current.get(frame.conversationId));
          typingTimers.current.set(frame.conversationId, setTimeout(() => stopTyping(frame.conversationId), typingShownMs));
          return setTyping((shown) => (shown.has(frame.conversationId) ? shown : new Set([...shown, frame.conversationId])));
        }
        case 'read':
          return applyReadPosition(queryClient, frame.conversationId, frame.memberId, frame.seq);
        case 'notifications':
          return notify.current();
        case 'resumed':
          return;
      }
    };
    const onStatus = (next: SocketStatus) => {
      setStatus(next);
      if (next !== 'down') return;
      setOnline(null);
      // Sent on a socket that dropped before the ack: the same clientId over REST stores it at most once.
      for (const entry of outbox.entries()) if (entry.overSocket && entry.state === 'pending') deliverOverRest(entry);
    };
    const opened = openMessagingSocket({ url: socketUrl(env.API_URL), onFrame, onStatus, resumeFrom: () => resumePositions(queryClient) });
    socket.current = opened;
    const timers = typingTimers.current;
    return () => {
      opened.close();
      socket.current = null;
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [queryClient, outbox, deliverOverRest, stopTyping]);

  const messaging = useMemo<Messaging>(
    () => ({
      status,
      outbox,
      send: (conversationId, body) => {
        const entry: OutgoingMessage = {
          clientId: crypto.randomUUID(),
          conversationId,
          body,
          queuedAt: new Date().toISOString(),
          state: 'pending',
          error: null,
          overSocket: false,
        };
        outbox.put(entry);
        typingSentAt.current.delete(conversationId);
        transmit(entry);
      },
      retry: (clientId) => {
        const entry = outbox.get(clientId);
        if (entry) transmit(entry);
      },
      sendTyping: (conversationId) => {
        const now = Date.now();
        if (now - (typingSentAt.current.get(conversationId) ?? Number.NEGATIVE_INFINITY) < typingEveryMs) return;
        if (socket.current?.send({ type: 'typing', conversationId })) typingSentAt.current.set(conversationId, now);
      },
      markRead: (conversationId, seq) => {
        if (seq <= (readSent.current.get(conversationId) ?? 0)) return;
        readSent.current.set(conversationId, seq);
        applyReadPosition(queryClient, conversationId, 'me', seq);
        if (socket.current?.send({ type: 'read', conversationId, seq })) return;
        postRead(conversationId, seq).catch(() => readSent.current.delete(conversationId));
      },
      isOnline: (memberId, fallback) => (online ? online.has(memberId) : fallback),
      isTyping: (conversationId) => typing.has(conversationId),
    }),
    [status, outbox, transmit, queryClient, online, typing],
  );

  return <MessagingContext value={messaging}>{children}</MessagingContext>;
}
