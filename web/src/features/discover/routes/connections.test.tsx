import { screen, waitFor, within } from '@testing-library/react';

import { memberApi } from '@/testing/member-api';
import { requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

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

function connectionsApi(list: unknown[] = connections, overrides: Parameters<typeof memberApi>[0] = {}) {
  return memberApi({ 'GET /api/connections': () => jsonResponse(200, { connections: list }), ...overrides });
}

async function openConnections() {
  const app = renderApp('/connections');
  await screen.findByRole('heading', { level: 1, name: 'Connections' }, { timeout: 5000 });
  return app;
}

const shownNames = () => within(screen.getByRole('list', { name: 'Connections' })).getAllByRole('article').map((row) => row.getAttribute('aria-label'));

describe('/connections', () => {
  it('lists each connection with who, where, since when, and a link to the conversation', async () => {
    connectionsApi();
    await openConnections();
    const row = await screen.findByRole('article', { name: 'Priya Raman' });
    expect(row).toHaveTextContent('Founder at Kirana Labs');
    expect(row).toHaveTextContent('Fintech · Bengaluru');
    expect(within(row).getByText(/2025/, { selector: 'time' })).toHaveAttribute('datetime', '2025-03-02T10:00:00Z');
    expect(within(row).getByText('PR')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Message Priya Raman' })).toHaveAttribute('href', '/inbox?with=m-1');
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
    await waitFor(() => expect(shownNames()).toEqual(names));
  });

  it('does not search other fields, and says when nothing matches', async () => {
    connectionsApi();
    const { user } = await openConnections();
    await screen.findByRole('article', { name: 'Priya Raman' });
    await user.type(screen.getByRole('searchbox', { name: 'Search connections' }), 'Kochi');
    expect(await screen.findByText('No connections match your search')).toBeVisible();
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
      'GET /api/connections': () => jsonResponse(200, { connections: blocked ? connections.slice(1) : connections }),
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
