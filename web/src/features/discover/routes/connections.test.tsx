import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { memberApi } from '@/testing/member-api';
import { requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { advance, settleUntil } from '@/testing/timers';

const connection = (id: string, name: string, company: string, industry: string, location = 'Mumbai') => ({
  id: `c-${id}`,
  connectedAt: '2025-03-02T10:00:00Z',
  member: { id, name, title: 'Founder', company, industry, location, memberRole: 'Founder', photoUrl: null },
});

const connections = [
  connection('m-1', 'Priya Raman', 'Kirana Labs', 'Fintech', 'Bengaluru'),
  connection('m-2', 'Arjun Mehta', 'Dabba Logistics', 'E-commerce'),
  connection('m-3', 'Meera Nair', 'Sunbeam Energy', 'CleanTech', 'Kochi'),
];

type TestConnection = ReturnType<typeof connection>;

/**
 * GET /api/connections as the server answers it: `search` (name, company or industry, any case)
 * and pages of `pageSize` with an opaque cursor.
 */
function connectionsPage(list: readonly TestConnection[], url: URL, pageSize = 50) {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const found = list.filter(({ member }) => [member.name, member.company, member.industry].some((field) => field.toLowerCase().includes(search)));
  const start = Number(url.searchParams.get('cursor')?.replace('after-', '') ?? 0);
  const page = found.slice(start, start + pageSize);
  const next = start + pageSize < found.length ? `after-${start + pageSize}` : null;
  return jsonResponse(200, { connections: page, nextCursor: next });
}

function connectionsApi(list: readonly TestConnection[] = connections, overrides: Parameters<typeof memberApi>[0] = {}) {
  return memberApi({ 'GET /api/connections': ({ url }) => connectionsPage(list, url), ...overrides });
}

async function openConnections() {
  const app = renderApp('/connections');
  await screen.findByRole('heading', { level: 1, name: 'Connections' }, { timeout: 5000 });
  return app;
}

/** The search goes to the server once typing pauses (250 ms), so results take a moment. */
const searchWait = 4000;

const shownNames = () => within(screen.getByRole('list', { name: 'Connections' })).getAllByRole('article').map((row) => row.getAttribute('aria-label'));

afterEach(() => {
  vi.useRealTimers();
});

describe('/connections', () => {
  it('lists each connection with who, where, since when, and a link to the conversation', async () => {
    connectionsApi();
    await openConnections();
    const row = await screen.findByRole('article', { name: 'Priya Raman' });
    expect(row).toHaveTextContent('Founder at Kirana Labs');
    expect(row).toHaveTextContent('Fintech · Bengaluru');
    expect(within(row).getByText(/2025/, { selector: 'time' })).toHaveAttribute('datetime', '2025-03-02T10:00:00Z');
    expect(within(row).getByText('PR')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Message Priya Raman' })).toHaveAttribute('href', '/inbox/c-m-1');
    expect(shownNames()).toEqual(['Priya Raman', 'Arjun Mehta', 'Meera Nair']);
  });

  it.each([
    ['a name', 'priya', ['Priya Raman']],
    ['a company', 'DABBA', ['Arjun Mehta']],
    ['an industry', 'cleantech', ['Meera Nair']],
    ['a part of a word', 'ra', ['Priya Raman', 'Meera Nair']],
  ])('filters by %s, whatever the case', async (_what, query, names) => {
    connectionsApi();
    const { user } = await openConnections();
    await screen.findByRole('article', { name: 'Priya Raman' });
    await user.type(screen.getByRole('searchbox', { name: 'Search connections' }), query);
    await waitFor(() => expect(shownNames()).toEqual(names), { timeout: searchWait });
  });

  it('asks the server to search once typing pauses for 250 ms', async () => {
    const fetchMock = connectionsApi();
    await openConnections();
    await screen.findByRole('article', { name: 'Priya Raman' });
    const searches = () =>
      requestsOf(fetchMock)
        .map((request) => request.call)
        .filter((call) => call.startsWith('GET /api/connections'));
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search connections' });
    for (const typed of [' D', ' Da', ' Dab', ' Dabb', ' Dabba']) {
      fireEvent.change(box, { target: { value: typed } });
      await advance(100);
    }
    await advance(149); // 249 ms since the last key
    expect(searches()).toEqual(['GET /api/connections']);
    await advance(1);
    await settleUntil(() => searches().length === 2);
    expect(searches()).toEqual(['GET /api/connections', 'GET /api/connections?search=Dabba']);
    await settleUntil(() => shownNames().length === 1);
    expect(shownNames()).toEqual(['Arjun Mehta']);
  });

  it('loads 50 at a time, and Load more works from the keyboard', { timeout: 30_000 }, async () => {
    const many = Array.from({ length: 120 }, (_, i) => connection(`m-${i}`, `Member ${String(i).padStart(3, '0')}`, 'Co', 'SaaS'));
    const fetchMock = connectionsApi(many);
    const { user } = await openConnections();
    await screen.findByRole('article', { name: 'Member 000' });
    expect(shownNames()).toHaveLength(50);
    expect(screen.getByText('50+ connections')).toBeVisible();

    const loadMore = screen.getByRole('button', { name: 'Load more' });
    loadMore.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownNames()).toHaveLength(100), { timeout: searchWait });
    // The keyboard goes on from the first new connection (its name opens the profile).
    expect(screen.getByRole('link', { name: 'Member 050' })).toHaveFocus();

    screen.getByRole('button', { name: 'Load more' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(shownNames()).toHaveLength(120), { timeout: searchWait });
    expect(shownNames()).toEqual(many.map(({ member }) => member.name));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('120 connections')).toBeVisible();
    expect(requestsOf(fetchMock).map((request) => request.call).filter((call) => call.startsWith('GET /api/connections'))).toEqual([
      'GET /api/connections',
      'GET /api/connections?cursor=after-50',
      'GET /api/connections?cursor=after-100',
    ]);
  });

  it('does not search other fields, and says when nothing matches', async () => {
    connectionsApi();
    const { user } = await openConnections();
    await screen.findByRole('article', { name: 'Priya Raman' });
    await user.type(screen.getByRole('searchbox', { name: 'Search connections' }), 'Kochi');
    expect(await screen.findByText('No connections match your search', {}, { timeout: searchWait })).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("says 'No connections yet' with a way to Discover", async () => {
    connectionsApi([]);
    const { user, router } = await openConnections();
    expect(await screen.findByText('No connections yet')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Go to Discover' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/founder'));
  });

  it('blocks a connection after confirming, and the row disappears', async () => {
    let blocked = false;
    const fetchMock = connectionsApi(connections, {
      'GET /api/connections': ({ url }) => connectionsPage(blocked ? connections.slice(1) : connections, url),
      'POST /api/blocks': () => {
        blocked = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = await openConnections();
    await user.click(await screen.findByRole('button', { name: 'Block Priya Raman' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Block Priya Raman?' })).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Priya Raman' })).not.toBeInTheDocument());
    expect(shownNames()).toEqual(['Arjun Mehta', 'Meera Nair']);
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/blocks')?.body).toEqual({ target: 'm-1' });
    expect(screen.getByRole('searchbox', { name: 'Search connections' })).toHaveFocus();
  });

  it('reports a connection through the same dialog as the deck', async () => {
    const fetchMock = connectionsApi(connections, { 'POST /api/reports': () => jsonResponse(201, { id: 'r-9', status: 'open' }) });
    const { user } = await openConnections();
    await user.click(await screen.findByRole('button', { name: 'Report Arjun Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Arjun Mehta' });
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Harassment');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks — our team will review this report.')).toBeVisible();
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/reports')?.body).toEqual({ target: 'm-2', reason: 'harassment' });
  });
});
