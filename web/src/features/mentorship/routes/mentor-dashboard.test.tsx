import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { mentee, mentorApi, mentorshipRequest } from '@/testing/dashboards-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const sample = () => ({
  requests: [mentorshipRequest('r-1', 'Priya Raman', { startupName: 'Kirana Labs' }), mentorshipRequest('r-2', 'Arjun Mehta', { experience: null })],
  mentees: [mentee('m-1', 'Meera Nair', { nextMeeting: '2025-12-02T11:00:00Z' })],
});

async function openDashboard() {
  const app = renderApp('/mentor-dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Mentor Dashboard' });
  return app;
}

const counterValue = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

describe('/mentor-dashboard', () => {
  it('counts the pending requests and active mentees and shows each request', async () => {
    mentorApi(sample());
    await openDashboard();
    const card = await screen.findByRole('article', { name: 'Priya Raman' });
    expect(counterValue('Pending Requests')).toBe('2');
    expect(counterValue('Active Mentees')).toBe('1');
    expect(card).toHaveTextContent('Kirana Labs');
    expect(card).toHaveTextContent('Fintech · Seed');
    expect(card).toHaveTextContent('Bengaluru');
    expect(card).toHaveTextContent('Help me find our first 100 merchants.');
    expect(card).toHaveTextContent('4 years of experience');
    expect(within(card).getByText(/2025/, { selector: 'time' })).toHaveAttribute('datetime', '2025-11-28T09:00:00Z');
    expect(screen.getByRole('article', { name: 'Arjun Mehta' })).not.toHaveTextContent('experience');
  });

  it('has a tablist that arrow keys move through', async () => {
    mentorApi(sample());
    const { user } = await openDashboard();
    const requestsTab = screen.getByRole('tab', { name: /Mentorship Requests/ });
    expect(requestsTab).toHaveAttribute('aria-selected', 'true');
    requestsTab.focus();
    await user.keyboard('{ArrowRight}');
    const menteesTab = screen.getByRole('tab', { name: /My Mentees/ });
    expect(menteesTab).toHaveFocus();
    expect(menteesTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/My Mentees/);
    expect(await screen.findByRole('article', { name: 'Meera Nair' })).toBeVisible();
  });

  it('Accept posts, moves the request to My Mentees and says so', async () => {
    const fetchMock = mentorApi(sample());
    const { user } = await openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Accept Priya Raman' }));
    expect(await screen.findByText(/Priya Raman is now your mentee/)).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Priya Raman' })).not.toBeInTheDocument();
    expect(requestsOf(fetchMock).some(({ call }) => call === 'POST /api/mentor/requests/r-1/accept')).toBe(true);
    await waitFor(() => expect(counterValue('Pending Requests')).toBe('1'));
    expect(counterValue('Active Mentees')).toBe('2');

    await user.click(screen.getByRole('tab', { name: /My Mentees/ }));
    const moved = await screen.findByRole('article', { name: 'Priya Raman' });
    expect(moved).toHaveTextContent('Kirana Labs');
    expect(moved).toHaveTextContent('No meeting set');
  });

  it('says so even when the lists take a while to read again, after the accepted card has gone', async () => {
    const state = sample();
    let slow = false;
    mentorApi(state, {
      'GET /api/mentor/requests': () =>
        new Promise<Response>((resolve) => setTimeout(() => resolve(jsonResponse(200, { items: state.requests })), slow ? 100 : 0)),
    });
    const { user } = await openDashboard();
    slow = true;
    await user.click(await screen.findByRole('button', { name: 'Accept Priya Raman' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Priya Raman' })).not.toBeInTheDocument());
    expect(await screen.findByText('✅ Priya Raman is now your mentee. You will find them in My Mentees.')).toBeVisible();
  });

  it('Decline asks for an optional note and sends it', async () => {
    const fetchMock = mentorApi(sample());
    const { user } = await openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Decline Arjun Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Arjun Mehta?' });
    const note = within(dialog).getByRole('textbox', { name: /Note/ });
    expect(note).toHaveAttribute('maxLength', '500');
    await user.type(note, '  My calendar is full this quarter.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Arjun Mehta' })).not.toBeInTheDocument();
    expect(screen.getByText("You declined Arjun Mehta's request.")).toBeVisible();
    const decline = requestsOf(fetchMock).find(({ call }) => call === 'POST /api/mentor/requests/r-2/decline');
    expect(decline?.body).toEqual({ note: 'My calendar is full this quarter.' });
  });

  it('sets the next meeting from a date and time on the member clock (IST by default), sends the instant and shows it there', async () => {
    const state = { requests: [], mentees: [mentee('m-2', 'Kabir Shah')] };
    const fetchMock = mentorApi(state);
    const { user } = await openDashboard();
    await user.click(screen.getByRole('tab', { name: /My Mentees/ }));
    const card = await screen.findByRole('article', { name: 'Kabir Shah' });
    expect(card).toHaveTextContent('No meeting set');
    await user.click(within(card).getByRole('button', { name: 'Set meeting' }));
    fireEvent.change(within(card).getByLabelText('Date (IST)'), { target: { value: '2025-12-02' } });
    fireEvent.change(within(card).getByLabelText('Time (IST)'), { target: { value: '16:30' } });
    await user.click(within(card).getByRole('button', { name: 'Save meeting' }));
    expect(await within(card).findByText('Tue 02/12/2025, 4:30 pm IST')).toBeVisible();
    const patch = requestsOf(fetchMock).find(({ call }) => call === 'PATCH /api/mentor/mentees/m-2');
    expect(patch?.body).toEqual({ nextMeeting: '2025-12-02T11:00:00Z' });
  });

  it('changes and clears a set meeting', async () => {
    const fetchMock = mentorApi(sample());
    const { user } = await openDashboard();
    await user.click(screen.getByRole('tab', { name: /My Mentees/ }));
    const card = await screen.findByRole('article', { name: 'Meera Nair' });
    expect(card).toHaveTextContent('Tue 02/12/2025, 4:30 pm IST');
    await user.click(within(card).getByRole('button', { name: 'Change' }));
    expect(within(card).getByLabelText('Date (IST)')).toHaveValue('2025-12-02');
    expect(within(card).getByLabelText('Time (IST)')).toHaveValue('16:30');
    await user.click(within(card).getByRole('button', { name: 'Clear meeting' }));
    expect(await within(card).findByText('No meeting set')).toBeVisible();
    const patches = requestsOf(fetchMock).filter(({ call }) => call === 'PATCH /api/mentor/mentees/m-1');
    expect(patches.map(({ body }) => body)).toEqual([{ nextMeeting: null }]);
  });

  it('saves the progress with PATCH', async () => {
    const fetchMock = mentorApi(sample());
    const { user } = await openDashboard();
    await user.click(screen.getByRole('tab', { name: /My Mentees/ }));
    const card = await screen.findByRole('article', { name: 'Meera Nair' });
    const slider = within(card).getByRole('slider', { name: 'Progress of Meera Nair' });
    expect(slider).toHaveValue('40');
    fireEvent.change(slider, { target: { value: '65' } });
    expect(card).toHaveTextContent('65%');
    await user.click(within(card).getByRole('button', { name: 'Save progress' }));
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Save progress' })).not.toBeInTheDocument());
    const patch = requestsOf(fetchMock).find(({ call }) => call === 'PATCH /api/mentor/mentees/m-1');
    expect(patch?.body).toEqual({ progress: 65 });
    expect(slider).toHaveValue('65');
  });

  it('links each mentee to the conversation', async () => {
    mentorApi(sample());
    const { user } = await openDashboard();
    await user.click(screen.getByRole('tab', { name: /My Mentees/ }));
    const card = await screen.findByRole('article', { name: 'Meera Nair' });
    expect(within(card).getByRole('link', { name: 'Message Meera Nair' })).toHaveAttribute('href', '/inbox/conv-m-1');
  });

  it('says when there are no requests and no mentees', async () => {
    mentorApi({ requests: [], mentees: [] });
    const { user } = await openDashboard();
    expect(await screen.findByText('No mentorship requests')).toBeVisible();
    expect(counterValue('Pending Requests')).toBe('0');
    await user.click(screen.getByRole('tab', { name: /My Mentees/ }));
    expect(await screen.findByText('No mentees yet')).toBeVisible();
  });

  it('tells a member not approved as a mentor how to ask, with a link to Settings', async () => {
    const forbidden = () => apiError(403, 'kind_not_granted', 'This page is for mentors.');
    mentorApi({ requests: [], mentees: [] }, { 'GET /api/mentor/requests': forbidden, 'GET /api/mentor/mentees': forbidden });
    renderApp('/mentor-dashboard');
    expect(await screen.findByText(/An administrator has not approved you as one yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask in Settings' })).toHaveAttribute('href', '/settings?ask=Mentor#kinds');
    expect(screen.getByRole('link', { name: 'Go to Discover' })).toHaveAttribute('href', '/founder');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('Logout signs out and goes to /founder-login', async () => {
    const fetchMock = mentorApi(sample(), { 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    const { user, router } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/founder-login'));
    expect(requestsOf(fetchMock).some(({ call }) => call === 'POST /api/auth/logout')).toBe(true);
  });

  it('sends a member without a session to /founder-login', async () => {
    mentorApi(sample(), { 'GET /api/me': () => apiError(401, 'unauthenticated', 'Please sign in.') });
    const { router } = renderApp('/mentor-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/founder-login'));
  });
});

