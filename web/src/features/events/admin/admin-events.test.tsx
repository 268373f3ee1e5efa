import { screen, waitFor, within } from '@testing-library/react';

import { adminApi as sharedAdminApi } from '@/testing/admin-api';
import type { mockApi} from '@/testing/mock-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse, networkFailure } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';


const adminEvent = (id: string, title: string, overrides: Record<string, unknown> = {}) => ({
  id,
  kind: 'startup',
  title,
  description: 'Founders compare notes on their first round.',
  type: 'networking',
  // 6:30 pm in India.
  startsAt: '2026-12-05T13:00:00Z',
  endsAt: '2026-12-05T15:00:00Z',
  location: 'Pune',
  priceRupees: 0,
  capacity: 40,
  attendees: 12,
  waiting: 3,
  organizer: 'Sangam',
  organizerId: null,
  imageUrl: null,
  tags: ['fundraising'],
  status: 'published',
  isLive: false,
  isPast: false,
  joinUrl: null,
  ...overrides,
});

const chai = adminEvent('ev-1', 'Chai & Cap Tables');
const draft = adminEvent('ev-2', 'Pitch Night Draft', { kind: 'virtual', type: 'pitch', status: 'draft', attendees: 0, waiting: 0, priceRupees: 499, joinUrl: 'https://meet.example.in/pitch', location: null });
const called = adminEvent('ev-3', 'Monsoon Meetup', { status: 'cancelled' });


function adminApi(overrides: Parameters<typeof mockApi>[0] = {}, events: unknown[] = [chai, draft, called]) {
  return sharedAdminApi({
    'GET /api/admin/events': () => jsonResponse(200, { events }),
    ...overrides,
  });
}

async function openEvents() {
  const app = renderApp('/admin?section=events');
  await screen.findByRole('heading', { level: 1, name: 'Events' });
  return app;
}

const callsOf = (fetchMock: ReturnType<typeof mockApi>, call: string) => requestsOf(fetchMock).filter((request) => request.call === call);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('/admin sections', () => {
  it('opens on the review queue and switches sections through links kept in ?section=, with Back returning', async () => {
    adminApi();
    const { user, router } = renderApp('/admin');
    await screen.findByRole('button', { name: 'Sign out' });
    expect(screen.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(sections).getAllByRole('link').map((link) => link.textContent)).toEqual(['Review queue', 'Members', 'Events', 'Stories', 'Insights', 'Verification', 'Kinds', 'Waitlist']);
    expect(within(sections).getByRole('link', { name: 'Review queue' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sections).getByRole('link', { name: 'Events' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    expect(router.state.location.search).toBe('?section=events');
    expect(within(sections).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(within(sections).getByRole('link', { name: 'Review queue' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('article', { name: 'Chai & Cap Tables' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: /Profiles/ })).not.toBeInTheDocument();

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: /Profiles/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the section the address names, as after a reload', async () => {
    adminApi({ 'GET /api/admin/stories': () => jsonResponse(200, { stories: [] }) });
    renderApp('/admin?section=stories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    expect(await screen.findByText('No stories yet.')).toBeVisible();
  });

  it('shows the review queue for an unknown section', async () => {
    adminApi();
    renderApp('/admin?section=nonsense');
    expect(await screen.findByRole('tab', { name: /Profiles/ })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
  });
});

describe('/admin events', () => {
  it('lists every event with its kind, type, start in IST, status, seats, waiting list and price', async () => {
    adminApi();
    await openEvents();
    const list = await screen.findByRole('list', { name: 'Events' });
    expect(within(list).getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['Chai & Cap Tables', 'Pitch Night Draft', 'Monsoon Meetup']);
    expect(screen.getByText('3 events')).toBeVisible();

    const published = screen.getByRole('article', { name: 'Chai & Cap Tables' });
    expect(published).toHaveTextContent('Startup event · Networking · Pune');
    expect(within(published).getByText(/6:30 pm IST/)).toHaveAttribute('datetime', '2026-12-05T13:00:00Z');
    expect(within(published).getByText(/5 Dec/)).toBeVisible();
    expect(published).toHaveTextContent('12 / 40 attending');
    expect(published).toHaveTextContent('3 waiting');
    expect(published).toHaveTextContent('Free');
    expect(within(published).getByText('published')).toBeVisible();

    const virtual = screen.getByRole('article', { name: 'Pitch Night Draft' });
    expect(virtual).toHaveTextContent('Virtual event · Pitch');
    expect(virtual).toHaveTextContent('₹499');
    expect(within(virtual).getByText('draft')).toBeVisible();

    // A cancelled event can only be deleted.
    const cancelled = screen.getByRole('article', { name: 'Monsoon Meetup' });
    expect(within(cancelled).getByText('cancelled')).toBeVisible();
    expect(within(cancelled).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: /^Cancel event/ })).not.toBeInTheDocument();
    expect(within(cancelled).getByRole('button', { name: 'Delete: Monsoon Meetup' })).toBeVisible();
  });

  it("says 'No events yet.' when there are none", async () => {
    adminApi({}, []);
    await openEvents();
    expect(await screen.findByText('No events yet.')).toBeVisible();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    let reachable = false;
    adminApi({ 'GET /api/admin/events': () => (reachable ? jsonResponse(200, { events: [chai] }) : networkFailure()) });
    const { user } = await openEvents();
    expect(await screen.findByText('The events could not be loaded. Please try again.')).toBeVisible();
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Chai & Cap Tables' })).toBeVisible();
  });

  it('creates an event: India times are sent in UTC, empty fields as null, tags as a list', async () => {
    let created = false;
    const fetchMock = adminApi({
      'GET /api/admin/events': () => jsonResponse(200, { events: created ? [adminEvent('ev-9', 'Term Sheet Teardown'), chai] : [chai] }),
      'POST /api/admin/events': ({ body }) => {
        created = true;
        return jsonResponse(201, adminEvent('ev-9', (body as { title: string }).title));
      },
    });
    const { user } = await openEvents();
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    const form = screen.getByRole('form', { name: 'New event' });
    expect(screen.getByRole('heading', { level: 2, name: 'New event' })).toHaveFocus();

    await user.type(within(form).getByLabelText('Title'), 'Term Sheet Teardown');
    await user.selectOptions(within(form).getByLabelText('Type'), 'Workshop');
    await user.clear(within(form).getByLabelText('Capacity'));
    await user.type(within(form).getByLabelText('Capacity'), '40');
    await user.type(within(form).getByLabelText('Starts (India time, IST)'), '2026-12-05T18:30');
    await user.type(within(form).getByLabelText('Ends (India time, IST)'), '2026-12-05T21:00');
    await user.type(within(form).getByLabelText(/^Location/), 'Bengaluru');
    await user.clear(within(form).getByLabelText('Price (₹)'));
    await user.type(within(form).getByLabelText('Price (₹)'), '499');
    await user.type(within(form).getByLabelText(/^Tags/), 'fundraising, seed , fundraising');
    await user.type(within(form).getByLabelText('Description'), 'Line by line through a real term sheet.');
    await user.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('✅ Event created: Term Sheet Teardown.')).toBeVisible();
    expect(callsOf(fetchMock, 'POST /api/admin/events')[0]?.body).toEqual({
      kind: 'startup',
      title: 'Term Sheet Teardown',
      description: 'Line by line through a real term sheet.',
      type: 'workshop',
      startsAt: '2026-12-05T13:00:00.000Z',
      endsAt: '2026-12-05T15:30:00.000Z',
      location: 'Bengaluru',
      priceRupees: 499,
      capacity: 40,
      organizer: null,
      imageUrl: null,
      tags: ['fundraising', 'seed'],
      joinUrl: null,
      publish: true,
    });
    expect(screen.queryByRole('form', { name: 'New event' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New event' })).toHaveFocus();
    expect(await screen.findByRole('article', { name: 'Term Sheet Teardown' })).toBeVisible();
  });

  it('a virtual event offers the virtual categories and needs its join link before it is sent', async () => {
    const fetchMock = adminApi({ 'POST /api/admin/events': ({ body }) => jsonResponse(201, adminEvent('ev-9', (body as { title: string }).title, { kind: 'virtual', status: 'draft' })) });
    const { user } = await openEvents();
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    const form = screen.getByRole('form', { name: 'New event' });

    await user.click(within(form).getByRole('radio', { name: 'Virtual event' }));
    const category = within(form).getByLabelText('Category');
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual(['Pitch', 'Masterclass', 'Networking', 'Mentorship']);
    await user.selectOptions(category, 'Masterclass');
    await user.type(within(form).getByLabelText('Title'), 'Pricing for SaaS in India');
    await user.type(within(form).getByLabelText('Capacity'), '200');
    await user.type(within(form).getByLabelText('Starts (India time, IST)'), '2027-01-10T10:00');
    await user.type(within(form).getByLabelText('Ends (India time, IST)'), '2027-01-10T11:00');
    await user.type(within(form).getByLabelText('Description'), 'Rupee pricing that works.');
    await user.click(within(form).getByLabelText('Publish now'));
    await user.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await within(form).findByText('A virtual event needs its join link.')).toBeVisible();
    expect(callsOf(fetchMock, 'POST /api/admin/events')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Join link'), 'https://meet.example.in/pricing');
    await user.click(within(form).getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('✅ Event created: Pricing for SaaS in India (a draft, not shown to members yet).')).toBeVisible();
    expect(callsOf(fetchMock, 'POST /api/admin/events')[0]?.body).toMatchObject({
      kind: 'virtual',
      type: 'masterclass',
      startsAt: '2027-01-10T04:30:00.000Z',
      endsAt: '2027-01-10T05:30:00.000Z',
      joinUrl: 'https://meet.example.in/pricing',
      publish: false,
    });
  });

  it("shows each of the server's field messages next to its field", async () => {
    adminApi({
      'POST /api/admin/events': () =>
        apiError(400, 'validation', 'Some fields need attention.', { title: 'An event with this title already exists.', startsAt: 'Must be in the future.' }),
    });
    const { user } = await openEvents();
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    const form = screen.getByRole('form', { name: 'New event' });
    await user.type(within(form).getByLabelText('Title'), 'Chai & Cap Tables');
    await user.type(within(form).getByLabelText('Capacity'), '10');
    await user.type(within(form).getByLabelText('Starts (India time, IST)'), '2020-01-01T10:00');
    await user.type(within(form).getByLabelText('Ends (India time, IST)'), '2020-01-01T12:00');
    await user.type(within(form).getByLabelText('Description'), 'Again.');
    await user.click(within(form).getByRole('button', { name: 'Create event' }));

    const title = within(form).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAccessibleDescription('An event with this title already exists.'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(within(form).getByLabelText('Starts (India time, IST)')).toHaveAccessibleDescription('Must be in the future.');
    expect(within(form).getByText('❌ Some fields need attention: see the messages next to them.')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Create event' })).toBeEnabled();
  });

  it('edits an event, sending only the fields that changed', async () => {
    const fetchMock = adminApi({ 'PATCH /api/admin/events/ev-1': () => jsonResponse(200, { ...chai, capacity: 60, status: 'draft' }) });
    const { user } = await openEvents();
    await user.click(within(await screen.findByRole('article', { name: 'Chai & Cap Tables' })).getByRole('button', { name: 'Edit: Chai & Cap Tables' }));
    const form = screen.getByRole('form', { name: 'Edit event: Chai & Cap Tables' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Chai & Cap Tables');
    expect(within(form).getByLabelText('Starts (India time, IST)')).toHaveValue('2026-12-05T18:30');
    expect(within(form).getByRole('radio', { name: 'Virtual event' })).toBeDisabled();

    await user.clear(within(form).getByLabelText('Capacity'));
    await user.type(within(form).getByLabelText('Capacity'), '60');
    await user.click(within(form).getByLabelText('Published'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('✅ Event saved: Chai & Cap Tables.')).toBeVisible();
    expect(callsOf(fetchMock, 'PATCH /api/admin/events/ev-1')[0]?.body).toEqual({ capacity: 60, status: 'draft' });
  });

  it("shows the server's message when an event cannot be changed", async () => {
    adminApi({ 'PATCH /api/admin/events/ev-1': () => apiError(409, 'members_hold_places', 'Members hold places at this event, so it cannot become a draft.') });
    const { user } = await openEvents();
    await user.click(await screen.findByRole('button', { name: 'Edit: Chai & Cap Tables' }));
    const form = screen.getByRole('form', { name: 'Edit event: Chai & Cap Tables' });
    await user.click(within(form).getByLabelText('Published'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('❌ Members hold places at this event, so it cannot become a draft.')).toBeVisible();
  });

  it('asks before cancelling, saying who will be told, and cancels only when confirmed', async () => {
    const fetchMock = adminApi({ 'POST /api/admin/events/ev-1/cancel': () => jsonResponse(200, { ...chai, status: 'cancelled' }) });
    const { user } = await openEvents();
    await user.click(await screen.findByRole('button', { name: 'Cancel event: Chai & Cap Tables' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    expect(dialog).toHaveAccessibleDescription(/Everyone with a seat or in line for “Chai & Cap Tables” will be told/);
    expect(dialog).toHaveTextContent('12 members with a seat, 3 members in line');
    await user.click(within(dialog).getByRole('button', { name: 'Keep event' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(fetchMock, 'POST /api/admin/events/ev-1/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel event: Chai & Cap Tables' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    expect(await screen.findByText('✅ Event cancelled: Chai & Cap Tables. Members with a seat or in line are being told.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(fetchMock, 'POST /api/admin/events/ev-1/cancel')).toHaveLength(1);
  });

  it("asks before deleting and shows the server's message when members hold places", async () => {
    const message = 'Members hold places at this published event; cancel it first.';
    const fetchMock = adminApi({
      'DELETE /api/admin/events/ev-1': () => apiError(409, 'members_hold_places', message),
      'DELETE /api/admin/events/ev-3': () => new Response(null, { status: 204 }),
    });
    const { user } = await openEvents();
    await user.click(await screen.findByRole('button', { name: 'Delete: Chai & Cap Tables' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    expect(await within(dialog).findByText(`❌ ${message}`)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep event' }));

    await user.click(screen.getByRole('button', { name: 'Delete: Monsoon Meetup' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this event?' })).getByRole('button', { name: 'Delete event' }));
    expect(await screen.findByText('✅ Event deleted: Monsoon Meetup.')).toBeVisible();
    expect(callsOf(fetchMock, 'DELETE /api/admin/events/ev-3')).toHaveLength(1);
  });
});
