import type { QueryClient } from '@tanstack/react-query';

import { env } from '@/config/env';
import { conversationsKey } from '@/features/messaging/api/get-conversations';
import { markRead as postRead } from '@/features/messaging/api/mark-read';
import { sendMessage } from '@/features/messaging/api/send-message';
import { clearRunningHub, setRunningHub } from '@/features/messaging/lib/hub-registry';
import { addMessage, applyReadPosition, resumePositions } from '@/features/messaging/lib/message-cache';
import { openMessagingSocket, socketUrl, type SocketStatus } from '@/features/messaging/lib/messaging-socket';
import { createOutbox, type OutgoingMessage } from '@/features/messaging/lib/outbox';
import type { ServerFrame } from '@/features/messaging/lib/socket-frames';
import { ApiError } from '@/lib/api-client';
import { isSessionEndingHere, sessionEndingHere } from '@/lib/session-ending';

/** How long "typing…" shows after a `typing` frame (docs/messaging.md), and how often this tab sends one. */
const typingShownMs = 3000;
const typingEveryMs = 2000;

const closedCode = 'conversation_closed';

/** The server's reason in its own words, or null when it gave none worth showing (the thread then says to check the connection, in the member's language). */
const sendFailure = (error: unknown): string | null => (error instanceof ApiError && error.status < 500 ? (error.fields.body ?? error.message) : null);

export type MessagingOptions = {
  queryClient: QueryClient;
  /** The bell's count changed; the app decides what that refreshes. */
  onNotifications: () => void;
};

/** What screens show of the socket: whether it is up, who is online (null until it has said), where the other member is typing. */
export type HubState = { status: SocketStatus; online: ReadonlySet<string> | null; typing: ReadonlySet<string> };

export type MessagingHub = ReturnType<typeof createHub>;

/** Lets screens re-render on a change, for useSyncExternalStore. */
function createHubState() {
  let state: HubState = { status: 'connecting', online: null, typing: new Set() };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(change: Partial<HubState>) {
      state = { ...state, ...change };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The tab's socket and what it brings written into the query cache; sending over the socket with
 * REST behind it, and the outbox that shows my messages before the server has them.
 */
function createHub({ queryClient, onNotifications }: MessagingOptions) {
  const outbox = createOutbox();
  const state = createHubState();
  let online: Set<string> | null = null;
  const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const typingSentAt = new Map<string, number>();
  const readSent = new Map<string, number>();

  const showTyping = (conversationId: string, shown: boolean) => {
    const { typing } = state.get();
    if (typing.has(conversationId) === shown) return;
    const next = new Set(typing);
    if (shown) next.add(conversationId);
    else next.delete(conversationId);
    state.set({ typing: next });
  };

  const stopTyping = (conversationId: string) => {
    clearTimeout(typingTimers.get(conversationId));
    typingTimers.delete(conversationId);
    showTyping(conversationId, false);
  };

  const refreshListIfClosed = (code: string) => {
    // Blocked since the list was loaded: the list says so, and the composer goes.
    if (code === closedCode) void queryClient.invalidateQueries({ queryKey: conversationsKey });
  };

  const deliverOverRest = (entry: OutgoingMessage) => {
    outbox.update(entry.clientId, { state: 'pending', error: null, overSocket: false });
    sendMessage(entry.conversationId, { clientId: entry.clientId, body: entry.body }).then(
      (message) => {
        addMessage(queryClient, message);
        outbox.remove(entry.clientId);
      },
      (error: unknown) => {
        outbox.update(entry.clientId, { state: 'failed', error: sendFailure(error) });
        if (error instanceof ApiError) refreshListIfClosed(error.code);
      },
    );
  };

  const onFrame = (frame: ServerFrame) => {
    switch (frame.type) {
      case 'hello':
        online = new Set(frame.online);
        return state.set({ online });
      case 'presence':
        online = new Set(online);
        if (frame.online) online.add(frame.memberId);
        else online.delete(frame.memberId);
        return state.set({ online });
      case 'ack':
      case 'message': {
        addMessage(queryClient, frame.message);
        const clientId = frame.type === 'ack' ? frame.clientId : frame.message.clientId;
        // Only my own messages carry a clientId; one from them ends their "typing…".
        if (clientId) outbox.remove(clientId);
        else stopTyping(frame.message.conversationId);
        return;
      }
      case 'error':
        if (frame.clientId) outbox.update(frame.clientId, { state: 'failed', error: frame.error.fields?.body ?? frame.error.message, overSocket: false });
        return refreshListIfClosed(frame.error.code);
      case 'typing':
        clearTimeout(typingTimers.get(frame.conversationId));
        typingTimers.set(frame.conversationId, setTimeout(() => stopTyping(frame.conversationId), typingShownMs));
        return showTyping(frame.conversationId, true);
      case 'read':
        return applyReadPosition(queryClient, frame.conversationId, frame.memberId, frame.seq);
      case 'notifications':
        return onNotifications();
      case 'resumed':
        return;
    }
  };

  const socket = openMessagingSocket({
    url: socketUrl(env.API_URL),
    onFrame,
    onStatus: (status) => {
      if (status !== 'down') return state.set({ status });
      online = null;
      state.set({ status, online });
      // Sent on a socket that dropped before the ack: the same clientId over REST stores it at most once.
      for (const entry of outbox.entries()) if (entry.overSocket && entry.state === 'pending') deliverOverRest(entry);
    },
    resumeFrom: () => resumePositions(queryClient),
    // Whatever the page shows is asked for again: its 401 takes the member to sign in — unless
    // this tab is ending the session itself, and its screen says so.
    onSessionEnded: () => {
      if (!isSessionEndingHere()) void queryClient.invalidateQueries();
    },
  });

  /** One outbox entry: on the socket when it is open, over REST otherwise. */
  const transmit = (entry: OutgoingMessage) => {
    typingSentAt.delete(entry.conversationId);
    const frame = { type: 'send', conversationId: entry.conversationId, clientId: entry.clientId, body: entry.body } as const;
    if (socket.send(frame)) outbox.update(entry.clientId, { state: 'pending', error: null, overSocket: true });
    else deliverOverRest(entry);
  };

  return {
    outbox,
    state,
    /** Shows the message at once as pending (its clientId a new UUID), then sends it. */
    send(conversationId: string, body: string) {
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
      transmit(entry);
    },
    /** A failed message again, with the same clientId: the server stores it at most once. */
    retry(clientId: string) {
      const entry = outbox.get(clientId);
      if (entry) transmit(entry);
    },
    /** At most one `typing` per conversation every 2 s, and only on the socket. */
    sendTyping(conversationId: string) {
      const now = Date.now();
      if (now - (typingSentAt.get(conversationId) ?? Number.NEGATIVE_INFINITY) < typingEveryMs) return;
      if (socket.send({ type: 'typing', conversationId })) typingSentAt.set(conversationId, now);
    },
    /** My read position, on the socket or over REST; never sent twice for the same seq. */
    markRead(conversationId: string, seq: number) {
      if (seq <= (readSent.get(conversationId) ?? 0)) return;
      readSent.set(conversationId, seq);
      applyReadPosition(queryClient, conversationId, 'me', seq);
      if (socket.send({ type: 'read', conversationId, seq })) return;
      postRead(conversationId, seq).catch(() => readSent.delete(conversationId));
    },
    close() {
      socket.close();
      for (const timer of typingTimers.values()) clearTimeout(timer);
    },
  };
}

/** Opens the tab's messaging socket, for the inbox screens to find (hub-registry.ts); the returned function closes it. */
export function startMessaging(options: MessagingOptions): () => void {
  sessionEndingHere(false); // a new session's socket: whatever ended before is over
  const hub = createHub(options);
  setRunningHub(hub);
  return () => {
    hub.close();
    clearRunningHub(hub);
  };
}
