import { screen, waitFor, within } from '@testing-library/react';

import { memberApi } from '@/testing/member-api';
import { requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

// The requests section is composed into /connections in src/app; it is tested there, as members meet it.

const application = (id: string, name: string) => ({
  id,
  kind: 'cofounder',
  from: { id: `u-${id}`, name, title: 'Founder', company: 'Kirana Labs', industry: 'Fintech', location: 'Bengaluru', photoUrl: null, stage: 'Seed' },
  message: 'I am looking for a technical cofounder for our lending product.',
  pitchDeckLink: null,
  receivedAt: '2025-11-27T06:00:00Z',
});

const introduction = (id: string, name: string) => ({
  id,
  investor: { id: `u-${id}`, name, title: 'Partner', company: 'Blume Ventures', photoUrl: null },
  message: 'Loved your traction; can we talk?',
  status: 'pending',
  createdAt: '2025-11-29T06:00:00Z',
});

const connectionOf = (memberId: string, name: string) => ({
  id: `c-${memberId}`,
  connectedAt: '2025-12-01T10:00:00Z',
  member: { id: memberId, name, title: 'Founder', company: 'Kirana Labs', industry: 'Fintech', location: 'Bengaluru', memberRole: 'Founder', photoUrl: null },
});

function requestsApi() {
  const state = {
    applications: [application('a-1', 'Priya Raman'), application('a-2', 'Arjun Mehta')],
    introductions: [introduction('i-1', 'Sanjay Nath')],
    connections: [] as ReturnType<typeof connectionOf>[],
  };
  const fetchMock = memberApi({
    'GET /api/requests': () => jsonResponse(200, { applications: state.applications, introductions: state.introductions }),
    'GET /api/connections': () => jsonResponse(200, { connections: state.connections, nextCursor: null }),
    'POST /api/requests/applications/a-1/accept': () => {
      state.applications = state.applications.filter((each) => each.id !== 'a-1');
      state.connections = [connectionOf('u-a-1', 'Priya Raman')];
      return jsonResponse(200, { connectionId: 'c-u-a-1' });
    },
    'POST /api/requests/applications/a-2/decline': () => {
      state.applications = state.applications.filter((each) => each.id !== 'a-2');
      return new Response(null, { status: 204 });
    },
    'POST /api/requests/introductions/i-1/accept': () => {
      state.introductions = [];
      return jsonResponse(200, { connectionId: 'c-u-i-1' });
    },
    'POST /api/requests/introductions/i-1/decline': () => {
      state.introductions = [];
      return new Response(null, { status: 204 });
    },
  });
  return fetchMock;
}

async function openConnections() {
  const app = renderApp('/connections');
  await screen.findByRole('heading', { level: 1, name: 'Connections' });
  await screen.findByRole('heading', { level: 2, name: /Requests/ });
  return app;
}

describe('requests on /connections', () => {
  it('shows received cofounder applications and introductions above the connections', async () => {
    requestsApi();
    await openConnections();
    const section = screen.getByRole('list', { name: 'Requests' });
    const fromPriya = within(section).getByRole('article', { name: 'Cofounder application from Priya Raman' });
    expect(fromPriya).toHaveTextContent('I am looking for a technical cofounder for our lending product.');
    expect(fromPriya).toHaveTextContent('Founder at Kirana Labs');
    expect(within(fromPriya).getByText(/2025/, { selector: 'time' })).toHaveAttribute('datetime', '2025-11-27T06:00:00Z');
    const fromInvestor = within(section).getByRole('article', { name: 'Introduction from Sanjay Nath' });
    expect(fromInvestor).toHaveTextContent('Partner at Blume Ventures');
    expect(fromInvestor).toHaveTextContent('Loved your traction; can we talk?');
    expect(screen.getByRole('heading', { level: 2, name: /Requests/ })).toHaveTextContent('3');
  });

  it('Accept on an application connects us and the connection appears in the list', async () => {
    const fetchMock = requestsApi();
    const { user } = await openConnections();
    expect(await screen.findByText('No connections yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept Priya Raman' }));
    expect(await screen.findByText('✅ You and Priya Raman are now connected.')).toBeVisible();
    expect(await within(await screen.findByRole('list', { name: 'Connections' })).findByRole('article', { name: 'Priya Raman' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Cofounder application from Priya Raman' })).not.toBeInTheDocument();
    expect(requestsOf(fetchMock).some(({ call }) => call === 'POST /api/requests/applications/a-1/accept')).toBe(true);
  });

  it('Decline on an application sends the optional note', async () => {
    const fetchMock = requestsApi();
    const { user } = await openConnections();
    await user.click(screen.getByRole('button', { name: 'Decline Arjun Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Arjun Mehta?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'We have found someone.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Cofounder application from Arjun Mehta' })).not.toBeInTheDocument());
    const decline = requestsOf(fetchMock).find(({ call }) => call === 'POST /api/requests/applications/a-2/decline');
    expect(decline?.body).toEqual({ note: 'We have found someone.' });
  });

  it.each([
    ['accept', 'Accept Sanjay Nath', '✅ You and Sanjay Nath are now connected.'],
    ['decline', 'Decline Sanjay Nath', "You declined Sanjay Nath's introduction."],
  ])('answers an investor introduction: %s', async (answer, button, said) => {
    const fetchMock = requestsApi();
    const { user } = await openConnections();
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(said)).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Introduction from Sanjay Nath' })).not.toBeInTheDocument();
    expect(requestsOf(fetchMock).some(({ call }) => call === `POST /api/requests/introductions/i-1/${answer}`)).toBe(true);
  });

  it('shows no Requests section when nothing waits', async () => {
    memberApi();
    renderApp('/connections');
    expect(await screen.findByText('No connections yet')).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Requests/ })).not.toBeInTheDocument();
  });
});
