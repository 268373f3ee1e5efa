/**
 * A WebSocket that the test drives: `open()`, `receive(frame)` and `drop()` stand for the server,
 * `sent` holds what the page sent (parsed). setup-tests.ts installs it for every test, so no test
 * reaches for a real socket.
 */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  /** Every socket made since the test began, oldest first. */
  static instances: FakeWebSocket[] = [];

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
    if (!socket) throw new Error('No WebSocket was opened');
    return socket;
  }

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: unknown[] = [];

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000) {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code, wasClean: true }));
  }

  /** The server accepted the upgrade. */
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** The server sent one frame. */
  receive(frame: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(frame) }));
  }

  /** The connection was lost. */
  drop(code = 1006) {
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code, wasClean: false }));
  }

  /** The frames of one type that the page sent. */
  sentOfType(type: string) {
    return this.sent.filter((frame) => (frame as { type?: unknown }).type === type);
  }
}
