// The contract cases of events: api/features/events.yaml.
import { expect, type APIRequestContext } from '@playwright/test';

import { type ContractCase, adminOnly, apiPrefix, expectDocumented, expectDocumentedEmpty, expectError, signIn, signInAdmin, unauthenticated } from '../support/contract';

// ---------------------------------------------------------------------------------------------
// Events (issue 13)

/** An event far ahead made by the e2e administrator; its id. */
async function contractEvent(request: APIRequestContext, fields: Record<string, unknown> = {}): Promise<string> {
  await signInAdmin(request);
  const response = await request.post(`${apiPrefix}/admin/events`, {
    data: {
      kind: 'startup',
      title: 'Contract Meetup',
      description: 'Made by the API contract spec.',
      type: 'networking',
      startsAt: '2030-01-10T04:30:00.000Z',
      endsAt: '2030-01-10T06:30:00.000Z',
      capacity: 50,
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/events',
    status: 200,
    title: 'events to come, searched',
    async run(request) {
      await contractEvent(request);
      await signIn(request);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/events?kind=startup&q=contract`), 'get', '/events', 200)) as { events: { title: string }[] };
      expect(body.events.map((event) => event.title)).toContain('Contract Meetup');
    },
  },
  {
    method: 'get',
    path: '/events',
    status: 400,
    title: 'an unknown kind',
    async run(request) {
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/events?kind=party`), 'get', '/events', 400, 'validation_failed');
    },
  },
  unauthenticated('get', '/events'),
  {
    method: 'get',
    path: '/events/mine',
    status: 200,
    title: 'the events I registered for',
    async run(request) {
      const id = await contractEvent(request, { title: 'Contract Mine' });
      await signIn(request);
      await request.post(`${apiPrefix}/events/${id}/registration`);
      const body = (await expectDocumented(await request.get(`${apiPrefix}/events/mine`), 'get', '/events/mine', 200)) as { events: { id: string }[] };
      expect(body.events.map((event) => event.id)).toContain(id);
      await request.delete(`${apiPrefix}/events/${id}/registration`);
    },
  },
  unauthenticated('get', '/events/mine'),
  {
    method: 'get',
    path: '/events/{id}',
    status: 200,
    title: 'one event with my place',
    async run(request) {
      const id = await contractEvent(request);
      await signIn(request);
      expect(await expectDocumented(await request.get(`${apiPrefix}/events/${id}`), 'get', '/events/{id}', 200)).toMatchObject({ id, myPlace: null });
    },
  },
  {
    method: 'get',
    path: '/events/{id}',
    status: 404,
    title: 'no such event',
    async run(request) {
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/events/no-such-event`), 'get', '/events/{id}', 404, 'not_found');
    },
  },
  unauthenticated('get', '/events/{id}'),
  {
    method: 'post',
    path: '/events/{id}/registration',
    status: 200,
    title: 'a seat',
    async run(request) {
      const id = await contractEvent(request);
      await signIn(request);
      const body = await expectDocumented(await request.post(`${apiPrefix}/events/${id}/registration`), 'post', '/events/{id}/registration', 200);
      expect(body).toMatchObject({ attendees: 1, myPlace: { registered: true, position: 0 } });
    },
  },
  {
    method: 'post',
    path: '/events/{id}/registration',
    status: 404,
    title: 'no such event',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/events/no-such-event/registration`), 'post', '/events/{id}/registration', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: '/events/{id}/registration',
    status: 409,
    title: 'a cancelled event',
    async run(request) {
      const id = await contractEvent(request);
      expect((await request.post(`${apiPrefix}/admin/events/${id}/cancel`)).status()).toBe(200);
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/events/${id}/registration`), 'post', '/events/{id}/registration', 409, 'event_cancelled');
    },
  },
  unauthenticated('post', '/events/{id}/registration'),
  {
    method: 'delete',
    path: '/events/{id}/registration',
    status: 200,
    title: 'gives the seat back',
    async run(request) {
      const id = await contractEvent(request);
      await signIn(request);
      await request.post(`${apiPrefix}/events/${id}/registration`);
      const body = await expectDocumented(await request.delete(`${apiPrefix}/events/${id}/registration`), 'delete', '/events/{id}/registration', 200);
      expect(body).toMatchObject({ attendees: 0, myPlace: null });
    },
  },
  {
    method: 'delete',
    path: '/events/{id}/registration',
    status: 404,
    title: 'no such event',
    async run(request) {
      await signIn(request);
      await expectError(await request.delete(`${apiPrefix}/events/no-such-event/registration`), 'delete', '/events/{id}/registration', 404, 'not_found');
    },
  },
  {
    method: 'delete',
    path: '/events/{id}/registration',
    status: 401,
    title: 'needs a member session',
    async run(request) {
      await expectError(await request.delete(`${apiPrefix}/events/any/registration`), 'delete', '/events/{id}/registration', 401, 'unauthenticated');
    },
  },
  {
    method: 'post',
    path: '/admin/events',
    status: 201,
    title: 'an administrator publishes an event',
    async run(request) {
      await signInAdmin(request);
      const response = await request.post(`${apiPrefix}/admin/events`, {
        data: { kind: 'virtual', title: 'Contract Masterclass', description: 'Online.', type: 'masterclass', startsAt: '2030-02-01T10:00:00Z', endsAt: '2030-02-01T11:00:00Z', capacity: 5, joinUrl: 'https://meet.sangam.test/contract' },
      });
      const body = await expectDocumented(response, 'post', '/admin/events', 201);
      // Administrators see the link (to edit it) and the waiting list; members only with a seat.
      expect(body).toMatchObject({ kind: 'virtual', status: 'published', joinUrl: 'https://meet.sangam.test/contract', waiting: 0 });
    },
  },
  {
    method: 'post',
    path: '/admin/events',
    status: 400,
    title: 'names the fields that need attention',
    async run(request) {
      await signInAdmin(request);
      const body = await expectError(await request.post(`${apiPrefix}/admin/events`, { data: { kind: 'startup' } }), 'post', '/admin/events', 400, 'validation_failed');
      expect(Object.keys((body as unknown as { error: { fields: object } }).error.fields)).toEqual(expect.arrayContaining(['title', 'type', 'startsAt', 'capacity']));
    },
  },
  {
    method: 'post',
    path: '/admin/events',
    status: 401,
    title: 'needs a session',
    async run(request) {
      await expectError(await request.post(`${apiPrefix}/admin/events`, { data: {} }), 'post', '/admin/events', 401, 'unauthenticated');
    },
  },
  {
    method: 'post',
    path: '/admin/events',
    status: 403,
    title: 'a member cannot create events',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/admin/events`, { data: {} }), 'post', '/admin/events', 403, 'forbidden');
    },
  },
  {
    method: 'post',
    path: '/admin/events/{id}/cancel',
    status: 200,
    title: 'cancels an event',
    async run(request) {
      const id = await contractEvent(request);
      expect(await expectDocumented(await request.post(`${apiPrefix}/admin/events/${id}/cancel`), 'post', '/admin/events/{id}/cancel', 200)).toMatchObject({ status: 'cancelled' });
    },
  },
  {
    method: 'post',
    path: '/admin/events/{id}/cancel',
    status: 404,
    title: 'no such event',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.post(`${apiPrefix}/admin/events/no-such-event/cancel`), 'post', '/admin/events/{id}/cancel', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: '/admin/events/{id}/cancel',
    status: 401,
    title: 'needs a session',
    async run(request) {
      await expectError(await request.post(`${apiPrefix}/admin/events/any/cancel`), 'post', '/admin/events/{id}/cancel', 401, 'unauthenticated');
    },
  },
  {
    method: 'post',
    path: '/admin/events/{id}/cancel',
    status: 403,
    title: 'a member cannot cancel events',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/admin/events/any/cancel`), 'post', '/admin/events/{id}/cancel', 403, 'forbidden');
    },
  },
  {
    method: 'get',
    path: '/events/{id}/going',
    status: 200,
    title: 'who of my connections holds a seat',
    async run(request) {
      const id = await contractEvent(request);
      await signIn(request);
      expect(await expectDocumented(await request.get(`${apiPrefix}/events/${id}/going`), 'get', '/events/{id}/going', 200)).toMatchObject({ total: 0, connections: [] });
    },
  },
  {
    method: 'get',
    path: '/events/{id}/going',
    status: 404,
    title: 'no such event',
    async run(request) {
      await signIn(request);
      await expectError(await request.get(`${apiPrefix}/events/no-such-event/going`), 'get', '/events/{id}/going', 404, 'not_found');
    },
  },
  unauthenticated('get', '/events/{id}/going', '/events/any/going'),
  {
    method: 'get',
    path: '/admin/events',
    status: 200,
    title: 'every event, drafts too',
    async run(request) {
      const id = await contractEvent(request, { title: 'Contract Draft', publish: false });
      const body = (await expectDocumented(await request.get(`${apiPrefix}/admin/events`), 'get', '/admin/events', 200)) as { events: { id: string; status: string }[] };
      expect(body.events.find((event) => event.id === id)).toMatchObject({ status: 'draft' });
    },
  },
  ...adminOnly('get', '/admin/events'),
  {
    method: 'patch',
    path: '/admin/events/{id}',
    status: 200,
    title: 'changes a field and publishes',
    async run(request) {
      const id = await contractEvent(request, { publish: false });
      const body = await expectDocumented(await request.patch(`${apiPrefix}/admin/events/${id}`, { data: { title: 'Contract Renamed', status: 'published' } }), 'patch', '/admin/events/{id}', 200);
      expect(body).toMatchObject({ title: 'Contract Renamed', status: 'published', capacity: 50 });
    },
  },
  {
    method: 'patch',
    path: '/admin/events/{id}',
    status: 400,
    title: 'names the fields that need attention',
    async run(request) {
      const id = await contractEvent(request);
      const body = await expectError(await request.patch(`${apiPrefix}/admin/events/${id}`, { data: { title: '', capacity: 0 } }), 'patch', '/admin/events/{id}', 400, 'validation_failed');
      expect(Object.keys((body as unknown as { error: { fields: object } }).error.fields)).toEqual(expect.arrayContaining(['title', 'capacity']));
    },
  },
  {
    method: 'patch',
    path: '/admin/events/{id}',
    status: 404,
    title: 'no such event',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.patch(`${apiPrefix}/admin/events/no-such-event`, { data: { title: 'x' } }), 'patch', '/admin/events/{id}', 404, 'not_found');
    },
  },
  {
    method: 'patch',
    path: '/admin/events/{id}',
    status: 409,
    title: 'a cancelled event stays as it is',
    async run(request) {
      const id = await contractEvent(request);
      expect((await request.post(`${apiPrefix}/admin/events/${id}/cancel`)).status()).toBe(200);
      await expectError(await request.patch(`${apiPrefix}/admin/events/${id}`, { data: { title: 'Again' } }), 'patch', '/admin/events/{id}', 409, 'event_cancelled');
    },
  },
  ...adminOnly('patch', '/admin/events/{id}', '/admin/events/any'),
  {
    method: 'delete',
    path: '/admin/events/{id}',
    status: 204,
    title: 'deletes a draft',
    async run(request) {
      const id = await contractEvent(request, { publish: false });
      await expectDocumentedEmpty(await request.delete(`${apiPrefix}/admin/events/${id}`), 'delete', '/admin/events/{id}', 204);
    },
  },
  {
    method: 'delete',
    path: '/admin/events/{id}',
    status: 404,
    title: 'no such event',
    async run(request) {
      await signInAdmin(request);
      await expectError(await request.delete(`${apiPrefix}/admin/events/no-such-event`), 'delete', '/admin/events/{id}', 404, 'not_found');
    },
  },
  {
    method: 'delete',
    path: '/admin/events/{id}',
    status: 409,
    title: 'a member holds a seat: cancel first',
    async run(request) {
      const id = await contractEvent(request);
      await signIn(request);
      expect((await request.post(`${apiPrefix}/events/${id}/registration`)).status()).toBe(200);
      await signInAdmin(request);
      await expectError(await request.delete(`${apiPrefix}/admin/events/${id}`), 'delete', '/admin/events/{id}', 409, 'members_hold_places');
    },
  },
  ...adminOnly('delete', '/admin/events/{id}', '/admin/events/any'),
];
