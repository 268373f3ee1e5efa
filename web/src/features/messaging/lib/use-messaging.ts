import { useSyncExternalStore } from 'react';

import { runningHub, watchHub } from '@/features/messaging/lib/hub-registry';
import type { HubState, MessagingHub } from '@/features/messaging/lib/messaging-hub';
import type { OutgoingMessage } from '@/features/messaging/lib/outbox';

const idle: HubState = { status: 'connecting', online: null, typing: new Set() };
const noOutgoing: readonly OutgoingMessage[] = [];
const never = () => () => {};

/** The tab's messaging hub (null for the moment before the member area has started it) and its state. */
export function useMessaging() {
  const hub: MessagingHub | null = useSyncExternalStore(watchHub, runningHub);
  const state = useSyncExternalStore(hub?.state.subscribe ?? never, hub?.state.get ?? (() => idle));
  return {
    hub,
    status: state.status,
    /** Presence from the socket once it has said hello; `fallback` (the list's answer) before that. */
    isOnline: (memberId: string, fallback: boolean) => (state.online ? state.online.has(memberId) : fallback),
    isTyping: (conversationId: string) => state.typing.has(conversationId),
  };
}

/** My messages on their way, of every conversation. */
export function useOutbox(hub: MessagingHub | null): readonly OutgoingMessage[] {
  return useSyncExternalStore(hub?.outbox.subscribe ?? never, hub?.outbox.entries ?? (() => noOutgoing));
}
