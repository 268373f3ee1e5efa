import type { MessagingHub } from '@/features/messaging/lib/messaging-hub';

// Where the tab's one messaging hub is found. The member area's layout starts the hub with import()
// so it weighs on no screen's start; the inbox screens read it from here without importing it.

let running: MessagingHub | null = null;
const watchers = new Set<() => void>();

const announce = () => {
  for (const watcher of watchers) watcher();
};

export function setRunningHub(hub: MessagingHub) {
  running?.close();
  running = hub;
  announce();
}

export function clearRunningHub(hub: MessagingHub) {
  if (running !== hub) return;
  running = null;
  announce();
}

export const runningHub = () => running;

export function watchHub(watcher: () => void) {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}
