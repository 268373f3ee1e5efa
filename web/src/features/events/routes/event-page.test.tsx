import { screen, waitFor, within } from '@testing-library/react';

import { eventOf } from '@/features/events/testing/event-of';
import { memberApi } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const connection = (id: string, name: string) => ({ id, name, photoUrl: null });

describe('/events/:eventId', () => {
  it('shows the whole event, registers and unregisters like its card, and who of my connections is going', async () => {
    let event = eventOf({ description: 'Coffee and intros.\nBring a friend.', tags: ['coffee', 'intros'], organizer: 'Asha Menon', organizerId: 'm-9' });
    const fetchMock = memberApi({
      'GET /api/events/e-1': () => jsonResponse(200, event),
      'GET /api/events/e-1/going': () => jsonResponse(200, { connections: [connection('m-1', 'Kavya Rao'), connection('m-2', 'Arjun Shah')], total: 5 }),
      'POST /api/events/e-1/registration': () => {
        event = { ...event, attendees: 2, myPlace: { registered: true, position: 0 } };
        return jsonResponse(200, event);
      },
      'DELETE /api/events/e-1/registration': () => {
        event = { ...event, attendees: 1, myPlace: null };
        return jsonResponse(200, event);
      },
    });
    const { user } = renderApp('/events/e-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Founders Breakfast' })).toBeVisible();
    const main = screen.getByRole('main');
    for (const text of ['Networking', 'Free', 'Starts', 'Thu 10/01/2030, 10:00 am IST', 'Ends', 'Thu 10/01/2030, 12:00 pm IST', 'Bengaluru', '1 / 2 attending', 'Bring a friend.', '#coffee', '#intros']) {
      expect(main).toHaveTextContent(text);
    }
    expect(screen.getByRole('link', { name: 'Asha Menon' })).toHaveAttribute('href', '/members/m-9');
    expect(within(main).getByRole('link', { name: 'Startup Events' })).toHaveAttribute('href', '/events');

    const going = screen.getByRole('region', { name: 'Connections going' });
    expect(await within(going).findByRole('link', { name: 'Kavya Rao' })).toHaveAttribute('href', '/members/m-1');
    expect(within(going).getByRole('link', { name: 'Arjun Shah' })).toHaveAttribute('href', '/members/m-2');
    expect(going).toHaveTextContent('5 of your connections have a seat.');
    expect(within(going).getByText('+3 more')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Register: Founders Breakfast' }));
    expect(await screen.findByText('You are registered.')).toBeVisible();
    expect(main).toHaveTextContent('2 / 2 attending');
    await user.click(screen.getByRole('button', { name: 'Unregister: Founders Breakfast' }));
    expect(await screen.findByRole('button', { name: 'Register: Founders Breakfast' })).toBeVisible();
    expect(main).toHaveTextContent('1 / 2 attending');
    expect(requestsOf(fetchMock).map(({ call }) => call)).toEqual(expect.arrayContaining(['POST /api/events/e-1/registration', 'DELETE /api/events/e-1/registration']));
  });

  it('offers the waiting list when full, and gives a seat holder of a live virtual event the join link', async () => {
    memberApi({
      'GET /api/events/full': () => jsonResponse(200, eventOf({ id: 'full', title: 'Full House', attendees: 2 })),
      'GET /api/events/full/going': () => jsonResponse(200, { connections: [], total: 0 }),
      'POST /api/events/full/registration': () => apiError(409, 'event_cancelled', 'This event has been cancelled.'),
      'GET /api/events/live': () =>
        jsonResponse(200, eventOf({ id: 'live', kind: 'virtual', type: 'masterclass', title: 'Scaling Sales', location: null, isLive: true, myPlace: { registered: true, position: 0 }, joinUrl: 'https://meet.test/x' })),
      'GET /api/events/live/going': () => jsonResponse(200, { connections: [], total: 0 }),
    });
    const full = renderApp('/events/full');
    expect(await screen.findByRole('heading', { level: 1, name: 'Full House' })).toBeVisible();
    expect(await screen.findByText('None of your connections has a seat yet.')).toBeVisible();
    await full.user.click(screen.getByRole('button', { name: 'Join waiting list: Full House' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This event has been cancelled.');
    full.unmount();

    renderApp('/events/live');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scaling Sales' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Live')).toBeVisible();
    expect(main).toHaveTextContent('Masterclass');
    expect(main).toHaveTextContent('Online');
    expect(screen.getByRole('link', { name: 'Join the session' })).toHaveAttribute('href', 'https://meet.test/x');
    expect(within(main).getByRole('link', { name: 'Virtual Events' })).toHaveAttribute('href', '/virtual-events');
  });

  it('says a cancelled or past event is closed, with no button to register', async () => {
    memberApi({
      'GET /api/events/gone': () => jsonResponse(200, eventOf({ id: 'gone', status: 'cancelled' })),
      'GET /api/events/gone/going': () => jsonResponse(200, { connections: [], total: 0 }),
      'GET /api/events/over': () => jsonResponse(200, eventOf({ id: 'over', isPast: true, myPlace: { registered: true, position: 0 } })),
      'GET /api/events/over/going': () => jsonResponse(200, { connections: [connection('m-1', 'Kavya Rao')], total: 1 }),
    });
    const cancelled = renderApp('/events/gone');
    expect(await screen.findByText('This event has been cancelled.')).toBeVisible();
    expect(screen.getByText('Cancelled')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Founders Breakfast/ })).toBeNull();
    cancelled.unmount();

    renderApp('/events/over');
    expect(await screen.findByText('This event has ended.')).toBeVisible();
    expect(screen.getByText('Ended')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Founders Breakfast/ })).toBeNull();
    expect(await screen.findByText('1 of your connections has a seat.')).toBeVisible();
  });

  it('says Event not found for an unknown id, with a link back to /events', async () => {
    memberApi({ 'GET /api/events/nope': () => apiError(404, 'not_found', 'No such event.') });
    const { user, router } = renderApp('/events/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to events' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Startup Events' })).toBeVisible();
  });

  it('opens from the title of a card on /events', async () => {
    memberApi({
      'GET /api/events': () => jsonResponse(200, { events: [eventOf({})] }),
      'GET /api/events/e-1': () => jsonResponse(200, eventOf({})),
      'GET /api/events/e-1/going': () => jsonResponse(200, { connections: [], total: 0 }),
    });
    const { user, router } = renderApp('/events');
    const card = await screen.findByRole('article', { name: 'Founders Breakfast' });
    await user.click(within(card).getByRole('link', { name: 'Founders Breakfast' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Founders Breakfast' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/events/e-1');
  });
});
