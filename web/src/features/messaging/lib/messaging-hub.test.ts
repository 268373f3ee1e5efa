import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';

import { runningHub } from '@/features/messaging/lib/hub-registry';
import { startMessaging } from '@/features/messaging/lib/messaging-hub';
import { sessionEndingHere } from '@/lib/session-ending';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { inboxApi, me, message, sampleInbox } from '@/testing/messaging-api';
import { requestsOf } from '@/testing/mock-api';

function start(queryClient = new QueryClient()) {
  const onNotifications = vi.fn();
  const stop = startMessaging({ queryClient, onNotifications });
  const hub = runningHub();
  if (!hub) throw new Error('no hub');
  return { hub, stop, onNotifications, socket: FakeWebSocket.latest() };
}

let stopHub: (() => void) | undefined;
afterEach(() => {
  stopHub?.();
  stopHub = undefined;
});

describe('the messaging hub', () => {
  it('asks the page again when the server ends the session, unless this tab is ending it itself', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { stop, socket } = start(queryClient);
    stopHub = stop;
    socket.open();
    sessionEndingHere(true); // erasing the account: its screen says so
    socket.drop(4001);
    expect(invalidate).not.toHaveBeenCalled();

    stop();
    stopHub = start(queryClient).stop; // the next session's socket forgets it
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop(4001);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('sends a message that the socket dropped before its ack again over REST, with the same clientId', async () => {
    const fetchMock = inboxApi(sampleInbox());
    const { hub, stop, socket } = start();
    stopHub = stop;
    socket.open();
    hub.send('c-2', 'Still there?');
    const [frame] = socket.sentOfType('send') as [{ clientId: string }];
    expect(hub.outbox.entries()).toMatchObject([{ clientId: frame.clientId, state: 'pending', overSocket: true }]);

    socket.drop();
    await waitFor(() => expect(hub.outbox.entries()).toEqual([]));
    const post = requestsOf(fetchMock).find((request) => request.call === 'POST /api/conversations/c-2/messages');
    expect(post?.body).toEqual({ clientId: frame.clientId, body: 'Still there?' });
  });

  it('marks a message failed on an error frame, and Retry sends the same clientId', () => {
    inboxApi(sampleInbox());
    const { hub, stop, socket } = start();
    stopHub = stop;
    socket.open();
    hub.send('c-1', 'Spam spam');
    const [{ clientId }] = socket.sentOfType('send') as [{ clientId: string }];
    socket.receive({ type: 'error', clientId, error: { code: 'rate_limited', message: 'Slow down.' } });
    expect(hub.outbox.entries()).toMatchObject([{ clientId, state: 'failed', error: 'Slow down.' }]);

    hub.retry(clientId);
    expect(socket.sentOfType('send')).toEqual([expect.objectContaining({ clientId }), expect.objectContaining({ clientId })]);
    socket.receive({ type: 'ack', clientId, message: message('c-1', 4, me, 'Spam spam', clientId) });
    expect(hub.outbox.entries()).toEqual([]);
  });

  it('hands the notifications frame to the app, and is gone once stopped', () => {
    const { stop, socket, onNotifications } = start();
    socket.open();
    socket.receive({ type: 'notifications', unread: 2 });
    expect(onNotifications).toHaveBeenCalledTimes(1);
    stop();
    expect(runningHub()).toBeNull();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  });
});
