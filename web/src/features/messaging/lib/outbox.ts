/** A message of mine the server has not confirmed yet. */
export type OutgoingMessage = {
  clientId: string;
  conversationId: string;
  body: string;
  queuedAt: string;
  state: 'pending' | 'failed';
  /** Why it failed, as the server put it; null while pending, and when it failed without the server's reason (no connection). */
  error: string | null;
  /** Sent on the socket and waiting for its `ack`; sent again over REST if the socket drops first. */
  overSocket: boolean;
};

export type Outbox = ReturnType<typeof createOutbox>;

/** The messages on their way, for useSyncExternalStore: every change makes a new array. */
export function createOutbox() {
  let entries: readonly OutgoingMessage[] = [];
  const listeners = new Set<() => void>();
  const replace = (next: readonly OutgoingMessage[]) => {
    entries = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    entries: () => entries,
    get: (clientId: string) => entries.find((entry) => entry.clientId === clientId),
    put(entry: OutgoingMessage) {
      replace([...entries.filter((each) => each.clientId !== entry.clientId), entry]);
    },
    update(clientId: string, change: Partial<OutgoingMessage>) {
      if (!entries.some((entry) => entry.clientId === clientId)) return;
      replace(entries.map((entry) => (entry.clientId === clientId ? { ...entry, ...change } : entry)));
    },
    remove(clientId: string) {
      if (entries.some((entry) => entry.clientId === clientId)) replace(entries.filter((entry) => entry.clientId !== clientId));
    },
  };
}
