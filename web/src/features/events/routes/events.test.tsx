import { screen, waitFor, within } from '@testing-library/react';

import { eventOf } from '@/features/events/testing/event-of';
import { memberApi } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

describe('/events', () => {
  it('searches and filters on the server and says No events found', async () => {
    const fetchMock = memberApi({
      'GET /api/events': ({ url }) => jsonResponse(200, { events: url.searchParams.get('q') === 'zzz' ? [] : [eventOf({})] }),
    });
    const { user } = renderApp('/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Startup Events' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Founders Breakfast' });
    expect(within(card).getByRole('link', { name: 'Founders Breakfast' })).toHaveAttribute('href', '/events/e-1');
    expect(card).toHaveTextContent('Free');
    expect(card).toHaveTextContent('1 / 2 attending');
    expect(card).toHaveTextContent('Thu 10/01/2030, 10:00 am IST');

    await user.selectOptions(screen.getByLabelText('Event type'), 'Pitch Event');
    await waitFor(() => expect(requestsOf(fetchMock).map(({ call }) => call)).toContain('GET /api/events?kind=startup&type=pitch'));
    expect(within(screen.getByLabelText('Event type')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Types', 'Networking', 'Pitch Event', 'Workshop', 'Conference']);

    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'zzz');
    expect(await screen.findByText('No events found')).toBeVisible();
  });

  it('registers and unregisters, the count moving by one, and offers the waiting list when full', async () => {
    let event = eventOf({});
    memberApi({
      'GET /api/events': () => jsonResponse(200, { events: [event, eventOf({ id: 'e-2', title: 'Full House', attendees: 2 })] }),
      'POST /api/events/e-1/registration': () => {
        event = { ...event, attendees: 2, myPlace: { registered: true, position: 0 } };
        return jsonResponse(200, event);
      },
      'DELETE /api/events/e-1/registration': () => {
        event = { ...event, attendees: 1, myPlace: null };
        return jsonResponse(200, event);
      },
      'POST /api/events/e-2/registration': () => apiError(409, 'event_cancelled', 'This event has been cancelled.'),
    });
    const { user } = renderApp('/events');
    const card = await screen.findByRole('article', { name: 'Founders Breakfast' });
    await user.click(within(card).getByRole('button', { name: 'Register: Founders Breakfast' }));
    expect(await within(card).findByText('2 / 2 attending')).toBeVisible();
    expect(within(card).getByText('You are registered.')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Unregister: Founders Breakfast' }));
    expect(await within(card).findByText('1 / 2 attending')).toBeVisible();

    const full = screen.getByRole('article', { name: 'Full House' });
    await user.click(within(full).getByRole('button', { name: 'Join waiting list: Full House' }));
    expect(await within(full).findByRole('alert')).toHaveTextContent('This event has been cancelled.');
  });
});

describe('/virtual-events', () => {
  it('filters by the SPEC chips, marks live sessions and shows the join link to a seat holder only', async () => {
    const fetchMock = memberApi({
      'GET /api/events': () =>
        jsonResponse(200, {
          events: [eventOf({ kind: 'virtual', type: 'masterclass', title: 'Scaling Sales', isLive: true, myPlace: { registered: true, position: 0 }, joinUrl: 'https://meet.test/x' }), eventOf({ id: 'e-3', kind: 'virtual', type: 'pitch', title: 'Pitch Clinic', myPlace: { registered: false, position: 3 } })],
        }),
    });
    const { user } = renderApp('/virtual-events');
    const chips = await screen.findByRole('group', { name: 'Categories' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['all', 'pitch', 'masterclass', 'networking', 'mentorship']);
    const live = await screen.findByRole('article', { name: 'Scaling Sales' });
    expect(within(live).getByText('Live')).toBeVisible();
    expect(within(live).getByRole('link', { name: 'Scaling Sales' })).toHaveAttribute('href', '/events/e-1');
    expect(within(live).getByRole('link', { name: 'Join the session' })).toHaveAttribute('href', 'https://meet.test/x');
    const waiting = screen.getByRole('article', { name: 'Pitch Clinic' });
    expect(within(waiting).getByText('You are number 3 on the waiting list.')).toBeVisible();
    expect(within(waiting).queryByRole('link', { name: 'Join the session' })).toBeNull();

    await user.click(within(chips).getByRole('button', { name: 'masterclass' }));
    await waitFor(() => expect(requestsOf(fetchMock).map(({ call }) => call)).toContain('GET /api/events?kind=virtual&type=masterclass'));
    expect(within(chips).getByRole('button', { name: 'masterclass' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('side panel Upcoming Events', () => {
  beforeEach(() => stubScreenWidth(1440));

  it('lists the events I hold a seat or a place in line for, or says there are none', async () => {
    memberApi({ 'GET /api/events/mine': () => jsonResponse(200, { events: [eventOf({ title: 'Pitch Clinic', myPlace: { registered: false, position: 2 } })] }) });
    renderApp('/founder-score');
    const panel = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(await within(panel).findByRole('link', { name: 'Pitch Clinic' })).toHaveAttribute('href', '/events/e-1');
    expect(panel).toHaveTextContent('Thu 10/01/2030, 10:00 am IST · waiting list #2');
  });

  it('says there are none, with a way to find some', async () => {
    memberApi();
    renderApp('/founder-score');
    const panel = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(await within(panel).findByText(/No events yet\./)).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Find events' })).toHaveAttribute('href', '/events');
  });
});
