import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { FakeWebSocket } from '@/testing/fake-web-socket';
import { conversation, inboxApi, me, message, priya, sampleInbox } from '@/testing/messaging-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

async function openInbox(path = '/inbox') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Messages' });
  // The member area starts the messaging hub with import(): it is there once its socket is.
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  return app;
}

/** The server accepts the page's socket and says hello. */
async function connectSocket(online: string[] = ['m-1']) {
  const socket = await waitFor(() => FakeWebSocket.latest());
  act(() => {
    socket.open();
    socket.receive({ type: 'hello', memberId: me, online });
  });
  return socket;
}

const conversationList = () => screen.getByRole('list', { name: 'Conversations' });
const thread = () => screen.getByRole('list', { name: 'Messages' });
const composer = () => screen.getByRole('textbox', { name: 'Write a message' });
const calls = (fetchMock: ReturnType<typeof inboxApi>) => requestsOf(fetchMock).map((request) => request.call);

const stubMobileWidth = () => stubScreenWidth(390);

describe('/inbox', () => {
  it('lists each conversation with who, the last message, when, unread and online, and counts them', async () => {
    inboxApi(sampleInbox());
    await openInbox();
    const rows = within(await waitFor(conversationList)).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(screen.getByText('2 conversations')).toBeVisible();

    const [withPriya, withArjun] = rows as [HTMLElement, HTMLElement];
    expect(withPriya).toHaveAttribute('href', '/inbox/c-1');
    expect(withPriya).toHaveTextContent('Priya Raman');
    expect(withPriya).toHaveTextContent('Founder at Kirana Labs');
    expect(withPriya).toHaveTextContent('Coffee on Friday?');
    expect(withPriya).toHaveTextContent('2 unread');
    expect(withPriya).toHaveTextContent('Online');
    expect(within(withPriya).getByText('PR')).toBeInTheDocument();
    expect(withPriya.querySelector('time')).toHaveAttribute('datetime', '2025-03-02T10:03:00.000Z');

    expect(withArjun).toHaveTextContent('CTO at Dabba Logistics');
    expect(withArjun).not.toHaveTextContent('unread');
    expect(withArjun).not.toHaveTextContent('Online');
    expect(withArjun.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/arjun.jpg');

    expect(screen.getByRole('heading', { name: 'Select a conversation' })).toBeVisible();
    expect(screen.getByText('Choose a conversation from the list to start messaging')).toBeVisible();
  });

  it("says 'No conversations' when there are none", async () => {
    inboxApi({ conversations: [], messages: {} });
    await openInbox();
    expect(await screen.findByText('No conversations')).toBeVisible();
    expect(screen.getByText('0 conversations')).toBeVisible();
  });

  it('opens a conversation from the list and marks it read up to the newest message', async () => {
    const fetchMock = inboxApi(sampleInbox());
    const { user, router } = await openInbox();
    await user.click(await screen.findByRole('link', { name: /Priya Raman/ }));
    expect(router.state.location.pathname).toBe('/inbox/c-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Priya Raman' })).toBeVisible();
    await waitFor(() => expect(within(thread()).getAllByRole('listitem')).toHaveLength(3));
    expect(thread()).toHaveTextContent('Hello! Loved your pitch.');

    // The socket is not up yet: the read position goes over REST.
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/conversations/c-1/read'));
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/conversations/c-1/read')?.body).toEqual({ seq: 3 });
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link', { name: /Priya Raman/ })).not.toHaveTextContent('unread');
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link', { name: /Priya Raman/ })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the conversation a deep link names, and marks it read on the socket when it is up', async () => {
    const data = sampleInbox();
    // The page answers once the socket is up, so the read position has the socket to go by.
    let answer: (response: Response) => void = () => {};
    inboxApi(data, { overrides: { 'GET /api/conversations/c-1/messages': () => new Promise<Response>((resolve) => (answer = resolve)) } });
    await openInbox('/inbox/c-1');
    const socket = await connectSocket();
    answer(jsonResponse(200, { messages: data.messages['c-1'], hasMore: false }));
    await screen.findByRole('heading', { level: 2, name: 'Priya Raman' });
    await waitFor(() => expect(socket.sentOfType('read')).toEqual([{ type: 'read', conversationId: 'c-1', seq: 3 }]));
  });

  it('sends on Enter, adds a line on Shift+Enter, and never sends blank text', async () => {
    inboxApi(sampleInbox());
    const { user } = await openInbox('/inbox/c-2');
    const socket = await connectSocket();
    await screen.findByRole('heading', { level: 2, name: 'Arjun Mehta' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(composer(), '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(socket.sentOfType('send')).toEqual([]);
    expect(composer()).toHaveValue('   ');

    await user.clear(composer());
    await user.type(composer(), 'Yes!{Shift>}{Enter}{/Shift}Two roles.');
    expect(composer()).toHaveValue('Yes!\nTwo roles.');
    expect(socket.sentOfType('send')).toEqual([]);
    await user.keyboard('{Enter}');

    expect(socket.sentOfType('send')).toEqual([{ type: 'send', conversationId: 'c-2', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), body: 'Yes!\nTwo roles.' }]);
    expect(composer()).toHaveValue('');
  });

  it('shows a sent message as pending, then sent on the ack, then read when their read position reaches it', async () => {
    inboxApi(sampleInbox());
    const { user } = await openInbox('/inbox/c-1');
    const socket = await connectSocket();
    await waitFor(() => expect(within(thread()).getAllByRole('listitem')).toHaveLength(3));
    await user.type(composer(), 'Friday works{Enter}');

    const pending = within(thread()).getAllByRole('listitem').at(-1) as HTMLElement;
    expect(pending).toHaveTextContent('Friday works');
    expect(pending).toHaveTextContent('Sending…');

    const [{ clientId }] = socket.sentOfType('send') as [{ clientId: string }];
    const stored = message('c-1', 4, me, 'Friday works', clientId);
    act(() => socket.receive({ type: 'ack', clientId, message: stored }));
    act(() => socket.receive({ type: 'message', message: stored })); // the hub echoes it too: shown once
    await waitFor(() => expect(within(thread()).getAllByRole('listitem')).toHaveLength(4));
    const sent = within(thread()).getAllByRole('listitem').at(-1) as HTMLElement;
    expect(sent).toHaveTextContent('Sent');
    expect(sent).not.toHaveTextContent('Sending…');
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link', { name: /Priya Raman/ })).toHaveTextContent('You: Friday works');

    act(() => socket.receive({ type: 'read', conversationId: 'c-1', memberId: 'm-1', seq: 4 }));
    await waitFor(() => expect(within(thread()).getAllByRole('listitem').at(-1)).toHaveTextContent('Read'));
  });

  it('sends over REST while the socket is down, and Retry sends the same clientId again', async () => {
    let fail = true;
    const data = sampleInbox();
    const fetchMock = inboxApi(data, {
      overrides: {
        'POST /api/conversations/c-2/messages': ({ body }) => {
          if (fail) return apiError(503, 'unavailable', 'Try again later.');
          const { clientId, body: text } = body as { clientId: string; body: string };
          return jsonResponse(201, { message: message('c-2', 2, me, text, clientId) });
        },
      },
    });
    const { user } = await openInbox('/inbox/c-2');
    await screen.findByRole('heading', { level: 2, name: 'Arjun Mehta' });
    await user.type(composer(), 'Not yet{Enter}');

    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Could not send. Check your connection.');
    expect(within(thread()).getAllByRole('listitem').at(-1)).toHaveTextContent('Not sent');

    fail = false;
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(thread()).getAllByRole('listitem').at(-1)).toHaveTextContent('Sent'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const posts = requestsOf(fetchMock).filter((request) => request.call === 'POST /api/conversations/c-2/messages');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toEqual(posts[1]?.body);
    expect(posts[0]?.body).toEqual({ clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), body: 'Not yet' });
  });

  it('shows a counter near the 2000-character limit and refuses more', async () => {
    inboxApi(sampleInbox());
    await openInbox('/inbox/c-2');
    await screen.findByRole('heading', { level: 2, name: 'Arjun Mehta' });
    const send = screen.getByRole('button', { name: 'Send' });

    fireEvent.change(composer(), { target: { value: 'a'.repeat(1799) } });
    expect(screen.queryByText(/\/ 2000/)).not.toBeInTheDocument();
    fireEvent.change(composer(), { target: { value: 'a'.repeat(2000) } });
    expect(screen.getByText('2000 / 2000')).toBeVisible();
    expect(send).toBeEnabled();

    fireEvent.change(composer(), { target: { value: 'a'.repeat(2001) } });
    expect(screen.getByText('A message can be at most 2000 characters. 2001 / 2000')).toBeVisible();
    expect(send).toBeDisabled();
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(composer()).toHaveValue('a'.repeat(2001));
  });

  it('loads older messages when scrolled to the top, keeping the place on screen', async () => {
    const history = Array.from({ length: 60 }, (_, i) => message('c-1', i + 1, i % 2 ? 'm-1' : me, `Message ${i + 1}`));
    let height = 1000;
    const fetchMock = inboxApi(
      { conversations: [conversation('c-1', priya, history)], messages: { 'c-1': history } },
      { pageSize: 50 },
    );
    await openInbox('/inbox/c-1');
    await waitFor(() => expect(within(thread()).getAllByRole('listitem')).toHaveLength(50));
    expect(thread()).toHaveTextContent('Message 11');
    expect(thread()).not.toHaveTextContent('Message 10Message');

    const scroller = screen.getByTestId('message-scroller');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => height });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    scroller.scrollTop = 0;
    height = 1000;
    fetchMock.mockClear();
    // The older page makes the content taller by 600 px.
    const server = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) => {
      if (String(input).includes('before=')) height = 1600;
      return server ? server(input, init) : Promise.reject(new Error('no server'));
    });
    fireEvent.scroll(scroller);

    await waitFor(() => expect(within(thread()).getAllByRole('listitem')).toHaveLength(60));
    expect(calls(fetchMock)).toContain('GET /api/conversations/c-1/messages?before=11');
    expect(within(thread()).getAllByRole('listitem')[0]).toHaveTextContent('Message 1');
    expect(scroller.scrollTop).toBe(600);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('shows live messages once each, typing for 3 s, presence, and refreshes the bell', async () => {
    const fetchMock = inboxApi(sampleInbox());
    await openInbox('/inbox/c-1');
    const socket = await connectSocket([]);
    await waitFor(() => expect(within(thread()).getAllByRole('listitem')).toHaveLength(3));
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link', { name: /Priya Raman/ })).not.toHaveTextContent('Online');

    act(() => socket.receive({ type: 'presence', memberId: 'm-1', online: true }));
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link', { name: /Priya Raman/ })).toHaveTextContent('Online');

    act(() => socket.receive({ type: 'typing', conversationId: 'c-1', memberId: 'm-1' }));
    expect(screen.getAllByText('typing…')).toHaveLength(2); // in the list and over the conversation
    await waitFor(() => expect(screen.queryByText('typing…')).not.toBeInTheDocument(), { timeout: 8000 });

    const incoming = message('c-1', 4, 'm-1', 'See you there');
    act(() => socket.receive({ type: 'message', message: incoming }));
    act(() => socket.receive({ type: 'message', message: incoming }));
    await waitFor(() => expect(within(thread()).getAllByRole('listitem')).toHaveLength(4));
    expect(within(thread()).getAllByText('See you there')).toHaveLength(1);
    await waitFor(() => expect(socket.sentOfType('read')).toContainEqual({ type: 'read', conversationId: 'c-1', seq: 4 }));

    const polls = () => calls(fetchMock).filter((call) => call === 'GET /api/notifications').length;
    const before = polls();
    act(() => socket.receive({ type: 'notifications', unread: 3 }));
    await waitFor(() => expect(polls()).toBe(before + 1));
  });

  it('sends typing at most every 2 s while typing', async () => {
    inboxApi(sampleInbox());
    const { user } = await openInbox('/inbox/c-2');
    const socket = await connectSocket();
    await screen.findByRole('heading', { level: 2, name: 'Arjun Mehta' });
    await user.type(composer(), 'Hello there');
    expect(socket.sentOfType('typing')).toEqual([{ type: 'typing', conversationId: 'c-2' }]);

    const later = Date.now() + 2000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await user.type(composer(), '!');
    expect(socket.sentOfType('typing')).toHaveLength(2);
  });

  it('reconnects after a drop and resumes from the last seq of each conversation', async () => {
    inboxApi(sampleInbox());
    await openInbox('/inbox/c-1');
    const first = await connectSocket();
    await waitFor(() => expect(within(thread()).getAllByRole('listitem')).toHaveLength(3));
    act(() => first.drop());
    expect(screen.getByText('Reconnecting… messages you send still go through.')).toBeInTheDocument();
    const second = await waitFor(() => {
      expect(FakeWebSocket.instances).toHaveLength(2);
      return FakeWebSocket.latest();
    });
    act(() => second.open());
    expect(screen.queryByText(/Reconnecting/)).not.toBeInTheDocument();
    expect(second.sentOfType('resume')).toEqual([{ type: 'resume', after: { 'c-1': 3, 'c-2': 1 } }]);
  });

  it('reports a message from the other member through a small menu', async () => {
    const fetchMock = inboxApi(sampleInbox(), {
      overrides: { 'POST /api/conversations/c-1/messages/2/report': () => jsonResponse(201, { id: 'r-1' }) },
    });
    const { user } = await openInbox('/inbox/c-1');
    await waitFor(() => expect(within(thread()).getAllByRole('listitem')).toHaveLength(3));
    const [mine, theirs] = within(thread()).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(mine).queryByRole('button', { name: /More for the message/ })).not.toBeInTheDocument();

    const menuButton = within(theirs).getByRole('button', { name: 'More for the message from Priya Raman' });
    await user.click(menuButton);
    expect(screen.getByRole('menuitem', { name: 'Report message' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Report message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report message' });
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks — our team will review this report.')).toBeVisible();
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/conversations/c-1/messages/2/report')?.body).toEqual({ reason: 'spam' });
  });

  it('at phone width shows the list and the conversation as two screens with a way back', async () => {
    stubMobileWidth();
    inboxApi(sampleInbox());
    const { user, router } = await openInbox();
    await user.click(await screen.findByRole('link', { name: /Priya Raman/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Priya Raman' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to conversations' }));
    expect(router.state.location.pathname).toBe('/inbox');
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeVisible();
    expect(screen.queryByText('Select a conversation')).not.toBeInTheDocument();
  });

  it('has no back button on a wide screen, where both show side by side', async () => {
    inboxApi(sampleInbox());
    await openInbox('/inbox/c-1');
    await screen.findByRole('heading', { level: 2, name: 'Priya Raman' });
    expect(conversationList()).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back to conversations' })).not.toBeInTheDocument();
  });

  it('says a closed conversation is closed, with no composer', async () => {
    const data = sampleInbox();
    inboxApi({ ...data, conversations: data.conversations.map((each) => (each.id === 'c-2' ? { ...each, closed: true } : each)) });
    await openInbox('/inbox/c-2');
    expect(await screen.findByText('This conversation is closed.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).not.toBeInTheDocument();
  });

  describe('the e-mail switch', () => {
    const emailSwitch = () => screen.getByRole('switch', { name: 'Email me about messages unread for 15 minutes' });

    /** A server holding one member's setting; `put` replaces how it answers a save. */
    function settingsApi(emailUnread: boolean, put?: (body: unknown) => Response | Promise<Response>) {
      const held = { emailUnread };
      return inboxApi(sampleInbox(), {
        overrides: {
          'GET /api/messaging/settings': () => jsonResponse(200, held),
          'PUT /api/messaging/settings': ({ body }) => {
            if (put) return put(body);
            Object.assign(held, body);
            return jsonResponse(200, held);
          },
        },
      });
    }
    const puts = (fetchMock: ReturnType<typeof inboxApi>) => requestsOf(fetchMock).filter((request) => request.call === 'PUT /api/messaging/settings');

    it('is disabled while the setting loads, then shows it', async () => {
      let answer: (response: Response) => void = () => {};
      inboxApi(sampleInbox(), { overrides: { 'GET /api/messaging/settings': () => new Promise<Response>((resolve) => (answer = resolve)) } });
      await openInbox();
      expect(emailSwitch()).toBeDisabled();
      answer(jsonResponse(200, { emailUnread: false }));
      await waitFor(() => expect(emailSwitch()).toBeEnabled());
      expect(emailSwitch()).not.toBeChecked();
    });

    it('turns off and on again with a click, Space and Enter, saving each and saying so', async () => {
      const fetchMock = settingsApi(true);
      const { user } = await openInbox();
      await waitFor(() => expect(emailSwitch()).toBeChecked());

      await user.click(emailSwitch());
      expect(emailSwitch()).not.toBeChecked();
      await waitFor(() => expect(screen.getByText('E-mail about unread messages is off.')).toBeInTheDocument());

      emailSwitch().focus();
      await user.keyboard(' ');
      await waitFor(() => expect(screen.getByText('E-mail about unread messages is on.')).toBeInTheDocument());
      expect(emailSwitch()).toBeChecked();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByText('E-mail about unread messages is off.')).toBeInTheDocument());
      expect(emailSwitch()).not.toBeChecked();

      expect(puts(fetchMock).map((request) => request.body)).toEqual([{ emailUnread: false }, { emailUnread: true }, { emailUnread: false }]);
    });

    it('puts the old setting back and says so when the save fails', async () => {
      settingsApi(true, () => apiError(503, 'unavailable', 'Try again later.'));
      const { user } = await openInbox();
      await waitFor(() => expect(emailSwitch()).toBeChecked());

      await user.click(emailSwitch());
      expect(await screen.findByRole('alert')).toHaveTextContent('Your e-mail setting could not be saved. Please try again.');
      expect(emailSwitch()).toBeChecked();
    });

    it('saves once for a double click that lands while the first save is on its way', async () => {
      let release = () => {};
      const fetchMock = settingsApi(true, (body) => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(200, body)))));
      const { user } = await openInbox();
      await waitFor(() => expect(emailSwitch()).toBeChecked());

      await user.dblClick(emailSwitch());
      expect(emailSwitch()).not.toBeChecked();
      release();
      await waitFor(() => expect(screen.getByText('E-mail about unread messages is off.')).toBeInTheDocument());
      expect(emailSwitch()).not.toBeChecked();
      expect(puts(fetchMock).map((request) => request.body)).toEqual([{ emailUnread: false }]);
    });

    it("is not on a phone's conversation screen", async () => {
      stubMobileWidth();
      settingsApi(true);
      const { user } = await openInbox();
      await waitFor(() => expect(emailSwitch()).toBeChecked());
      await user.click(within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link', { name: /Priya Raman/ }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Priya Raman' })).toBeVisible();
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    });
  });
});
