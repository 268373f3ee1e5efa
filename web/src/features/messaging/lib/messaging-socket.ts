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
};

export type MessagingSocket = {
  /** False when the socket is not open: the caller falls back to REST. */
  send: (frame: ClientFrame) => boolean;
  close: () => void;
};

const maxDelayMs = 30_000;

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
export function openMessagingSocket({ url, onFrame, onStatus, resumeFrom, retryDelay = reconnectDelay }: MessagingSocketOptions): MessagingSocket {
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
      const after = resumeFrom();
      if (Object.keys(after).length > 0) current.send(JSON.stringify({ type: 'resume', after } satisfies ClientFrame));
    });
    current.addEventListener('message', (event) => {
      const frame = readServerFrame((event as MessageEvent).data);
      if (frame) onFrame(frame);
    });
    current.addEventListener('close', () => {
      if (socket !== current) return;
      socket = null;
      if (closed) return;
      onStatus('down');
      retryTimer = setTimeout(connect, retryDelay(attempt));
      attempt += 1;
    });
  };

  // Back online: try now rather than at the end of a long backoff.
  const onOnline = () => {
    if (retryTimer === undefined) return;
    clearTimeout(retryTimer);
    connect();
  };
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
      clearTimeout(retryTimer);
      socket?.close(1000);
      socket = null;
    },
  };
}
