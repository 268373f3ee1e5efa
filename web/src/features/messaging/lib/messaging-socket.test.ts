import { openMessagingSocket, reconnectDelay, resumeChunks, socketUrl, type MessagingSocket, type MessagingSocketOptions, type SocketStatus } from '@/features/messaging/lib/messaging-socket';
import type { ServerFrame } from '@/features/messaging/lib/socket-frames';
import { FakeWebSocket } from '@/testing/fake-web-socket';

const message = { id: 'msg-1', conversationId: 'c-1', seq: 1, senderId: 'm-2', body: 'Hi', sentAt: '2025-03-02T10:00:00Z', clientId: null };

/** Every socket a test opened, closed after it so its window listeners do not reach the next test. */
const opened: MessagingSocket[] = [];

function open(overrides: Partial<MessagingSocketOptions> = {}) {
  const frames: ServerFrame[] = [];
  const statuses: SocketStatus[] = [];
  const socket = openMessagingSocket({
    url: 'ws://localhost/api/ws',
    onFrame: (frame) => frames.push(frame),
    onStatus: (status) => statuses.push(status),
    resumeFrom: () => ({}),
    retryDelay: (attempt) => 1000 * 2 ** attempt,
    ...overrides,
  });
  opened.push(socket);
  return { socket, frames, statuses };
}

afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
  vi.useRealTimers();
});

describe('socketUrl', () => {
  it('follows the page: ws:// on http, wss:// on https, same host', () => {
    expect(socketUrl('/api', { href: 'http://localhost:5173/inbox', protocol: 'http:' })).toBe('ws://localhost:5173/api/ws');
    expect(socketUrl('/api', { href: 'https://sangam.in/inbox/c-1', protocol: 'https:' })).toBe('wss://sangam.in/api/ws');
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, with jitter in the upper half', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(reconnectDelay(2, () => 0)).toBe(2000);
  });
});

describe('openMessagingSocket', () => {
  it('reads frames, and drops what it does not understand', () => {
    const { frames, statuses } = open();
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.receive({ type: 'hello', memberId: 'me-1', online: ['m-2'] });
    ws.receive({ type: 'message', message });
    ws.receive({ type: 'future-thing', x: 1 });
    ws.dispatchEvent(Object.assign(new Event('message'), { data: 'not json' }));
    expect(statuses).toEqual(['connecting', 'open']);
    expect(frames).toEqual([{ type: 'hello', memberId: 'me-1', online: ['m-2'] }, { type: 'message', message }]);
  });

  it('sends only while open, so the caller can fall back to REST', () => {
    const { socket } = open();
    const frame = { type: 'typing', conversationId: 'c-1' } as const;
    expect(socket.send(frame)).toBe(false);
    FakeWebSocket.latest().open();
    expect(socket.send(frame)).toBe(true);
    expect(FakeWebSocket.latest().sent).toEqual([frame]);
  });

  it('reconnects with growing delays and resumes from the positions held', () => {
    vi.useFakeTimers();
    let held: Record<string, number> = {};
    const { statuses } = open({ resumeFrom: () => held });
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sentOfType('resume')).toEqual([]);

    held = { 'c-1': 7, 'c-2': 3 };
    FakeWebSocket.latest().drop();
    expect(statuses.at(-1)).toBe('down');
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

    FakeWebSocket.latest().drop(); // refused again: the next wait is longer
    vi.advanceTimersByTime(1999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);

    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sent).toEqual([{ type: 'resume', after: { 'c-1': 7, 'c-2': 3 } }]);

    FakeWebSocket.latest().drop(); // a success resets the backoff
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('tries again at once when the browser comes back online', () => {
    vi.useFakeTimers();
    open();
    FakeWebSocket.latest().drop();
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('calls the socket down when the browser goes offline, waits for the network, then resumes', () => {
    vi.useFakeTimers();
    const { statuses } = open({ resumeFrom: () => ({ 'c-1': 4 }) });
    FakeWebSocket.latest().open();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(FakeWebSocket.instances[0]?.readyState).toBe(FakeWebSocket.CLOSED);
    expect(statuses.at(-1)).toBe('down');
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sent).toEqual([{ type: 'resume', after: { 'c-1': 4 } }]);
    window.dispatchEvent(new Event('online')); // already connected: no second socket
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('stays closed once closed', () => {
    vi.useFakeTimers();
    const { socket, statuses } = open();
    FakeWebSocket.latest().open();
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('tells the page when the server says the session ended, and tries again as for any drop', () => {
    vi.useFakeTimers();
    const onSessionEnded = vi.fn();
    const { statuses } = open({ onSessionEnded });
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop(1006);
    expect(onSessionEnded).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop(4001);
    expect(statuses.at(-1)).toBe('down');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('resumes at most 100 conversations a frame', () => {
    const after = Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`c-${i}`, i]));
    const chunks = resumeChunks(after);
    expect(chunks.map((chunk) => Object.keys(chunk).length)).toEqual([100, 100, 50]);
    expect(Object.assign({}, ...chunks)).toEqual(after);
    expect(resumeChunks({})).toEqual([]);
  });
});
