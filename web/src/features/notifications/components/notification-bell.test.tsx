import { screen, waitFor, within } from '@testing-library/react';

import { memberApi } from '@/testing/member-api';
import { requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { advance, settleUntil } from '@/testing/timers';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notifications = () => [
  { id: 'n-1', type: 'match', title: "It's a match!", message: 'You and Priya Raman are connected.', link: '/connections', createdAt: minutesAgo(5), isRead: false },
  { id: 'n-2', type: 'connection', title: 'New connection request', message: 'Arjun Mehta wants to connect.', link: null, createdAt: minutesAgo(60 * 26), isRead: false },
  { id: 'n-3', type: 'message', title: 'New message', message: 'Meera: Coffee on Friday?', link: null, createdAt: minutesAgo(60 * 24 * 3), isRead: true },
];

/** A server that remembers what was read. */
function bellApi(initial = notifications()) {
  let list = initial;
  const answer = () => jsonResponse(200, { notifications: list, unread: list.filter((each) => !each.isRead).length });
  return memberApi({
    'GET /api/notifications': answer,
    'POST /api/notifications/n-1/read': () => {
      list = list.map((each) => (each.id === 'n-1' ? { ...each, isRead: true } : each));
      return new Response(null, { status: 204 });
    },
    'POST /api/notifications/read-all': () => {
      list = list.map((each) => ({ ...each, isRead: true }));
      return new Response(null, { status: 204 });
    },
  });
}

async function openScreen() {
  const app = renderApp('/founder-score');
  await screen.findByRole('heading', { level: 1, name: 'Founder Score' }, { timeout: 5000 });
  return app;
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('notification bell', () => {
  it('shows the unread count on the bell', async () => {
    bellApi();
    await openScreen();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(within(bell()).getByText('2')).toBeInTheDocument();
  });

  it('lists title, message, relative time and an unread mark', async () => {
    bellApi();
    const { user } = await openScreen();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await user.click(bell());
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("It's a match!You and Priya Raman are connected.5 minutes agoUnread");
    expect(rows[1]).toHaveTextContent('yesterday');
    expect(rows[2]).toHaveTextContent('3 days ago');
    expect(within(rows[2] as HTMLElement).queryByText('Unread')).not.toBeInTheDocument();
  });

  it('marks one read on click and follows its link', async () => {
    const fetchMock = bellApi();
    const { user, router } = await openScreen();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await user.click(bell());
    await user.click(within(await screen.findByRole('region', { name: 'Notifications' })).getByRole('button', { name: /It's a match!/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/connections'));
    expect(requestsOf(fetchMock).map((request) => request.call)).toContain('POST /api/notifications/n-1/read');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('marks all as read', async () => {
    const fetchMock = bellApi();
    const { user } = await openScreen();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await user.click(bell());
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 0 unread'));
    expect(within(panel).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(requestsOf(fetchMock).map((request) => request.call)).toContain('POST /api/notifications/read-all');
  });

  it("says 'No notifications yet' when there are none", async () => {
    bellApi([]);
    const { user } = await openScreen();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 0 unread'));
    await user.click(bell());
    expect(within(await screen.findByRole('region', { name: 'Notifications' })).getByText('No notifications yet')).toBeInTheDocument();
  });

  it('asks the server again every 30 s', async () => {
    // Fake from the start, so the poll's own timer is one the test controls.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = bellApi();
    await openScreen();
    const polls = () => requestsOf(fetchMock).filter((request) => request.call === 'GET /api/notifications').length;
    await settleUntil(() => polls() === 1);
    await advance(29_000);
    expect(polls()).toBe(1);
    await advance(1_000);
    await settleUntil(() => polls() === 2);
    await advance(30_000);
    await settleUntil(() => polls() === 3);
  });

  it('asks again when the window regains focus', async () => {
    const fetchMock = bellApi();
    await openScreen();
    const polls = () => requestsOf(fetchMock).filter((request) => request.call === 'GET /api/notifications').length;
    await waitFor(() => expect(polls()).toBe(1));
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(polls()).toBe(2));
  });
});
