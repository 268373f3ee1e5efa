import { readServerFrame, type ClientFrame, type ServerFrame } from '@/features/messaging/lib/socket-frames';

export type SocketStatus = 'connecting' | 'open' | 'down';

export type MessagingSocketOptions = {
  url: string;
  onFrame: (frame: ServerFrame) => void;
  onStatus: (status: SocketStatus) => void;
  /** Asked on every open: the last seq held of each conversation, sent as `resume` so nothing is missed. */
  resumeFrom: () => Record<string, number>;
  /** Milliseconds to wait before reconnect attempt `attempt` (0, 1, 2…). */
  retryDelay?: (attempt: number) => number;
  /**
   * The server closed the socket because its session ended (signed out, expired, erased). The page
   * asks again who is signed in: a 401 takes it away (and closes this socket); a session begun since
   * in this browser gets the socket back on the next try.
   */
  onSessionEnded?: () => void;
};

/** The close code the server gives a socket whose session ended (docs/messaging.md). */
export const sessionEndedCode = 4001;

export type MessagingSocket = {
  /** False when the socket is not open: the caller falls back to REST. */
  send: (frame: ClientFrame) => boolean;
  close: () => void;
};

const maxDelayMs = 30_000;

/** The most conversations one `resume` may name (the server refuses more). */
export const resumeChunkSize = 100;

/** The positions in `resume` frames of at most resumeChunkSize conversations each. */
export function resumeChunks(after: Record<string, number>): Record<string, number>[] {
  const entries = Object.entries(after);
  const chunks: Record<string, number>[] = [];
  for (let start = 0; start < entries.length; start += resumeChunkSize) chunks.push(Object.fromEntries(entries.slice(start, start + resumeChunkSize)));
  return chunks;
}

/** 1 s, 2 s, 4 s… up to 30 s, each between half and all of that so many tabs do not return together. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxDelayMs, 1000 * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** `/api/ws` on this page's host, wss:// on an https page. */
export function socketUrl(apiPath: string, location: Pick<Location, 'href' | 'protocol'> = window.location): string {
  const url = new URL(`${apiPath}/ws`, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** One WebSocket to the messaging hub that reconnects with backoff and resumes where it left off, until `close`. */
export function openMessagingSocket({ url, onFrame, onStatus, resumeFrom, retryDelay = reconnectDelay, onSessionEnded }: MessagingSocketOptions): MessagingSocket {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const connect = () => {
    retryTimer = undefined;
    onStatus('connecting');
    const current = new WebSocket(url);
    socket = current;
    current.addEventListener('open', () => {
      attempt = 0;
      onStatus('open');
      for (const after of resumeChunks(resumeFrom())) current.send(JSON.stringify({ type: 'resume', after } satisfies ClientFrame));
    });
    current.addEventListener('message', (event) => {
      const frame = readServerFrame((event as MessageEvent).data);
      if (frame) onFrame(frame);
    });
    current.addEventListener('close', (event) => {
      if ((event as CloseEvent).code === sessionEndedCode && socket === current) onSessionEnded?.();
      lost(current);
    });
  };

  const lost = (current: WebSocket) => {
    if (socket !== current) return;
    socket = null;
    if (closed) return;
    onStatus('down');
    // Offline, a retry cannot succeed: `online` starts the next one.
    if (!navigator.onLine) return;
    retryTimer = setTimeout(connect, retryDelay(attempt));
    attempt += 1;
  };

  // A socket can outlive the network by a minute (until the server's ping goes unanswered), with
  // messages lost on the way and nothing on screen saying so: the browser knowing it is offline is
  // enough to call the socket down at once (not after a closing handshake that cannot finish),
  // send over REST meanwhile, and resume on the way back.
  const onOffline = () => {
    const current = socket;
    if (!current) return;
    lost(current);
    current.close();
  };
  // Back online: try now rather than at the end of a long backoff.
  const onOnline = () => {
    if (socket !== null) return;
    clearTimeout(retryTimer);
    connect();
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  connect();

  return {
    send: (frame) => {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    close: () => {
      closed = true;
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      clearTimeout(retryTimer);
      socket?.close(1000);
      socket = null;
    },
  };
}
