// The contract cases of notifications: api/features/notifications.yaml.
import { expect } from '@playwright/test';

import { type ContractCase, apiPrefix, connectWithAdmirer, expectDocumented, expectDocumentedEmpty, expectError, signIn, unauthenticated, unknownId } from '../support/contract';

export const cases: ContractCase[] = [
  {
    method: 'get',
    path: '/notifications',
    status: 200,
    title: 'lists notifications with the unread count',
    async run(request) {
      await signIn(request);
      await expectDocumented(await request.get(`${apiPrefix}/notifications`), 'get', '/notifications', 200);
    },
  },
  unauthenticated('get', '/notifications'),
  {
    method: 'post',
    path: '/notifications/{id}/read',
    status: 204,
    title: 'marks a match notification read',
    async run(request) {
      await signIn(request);
      // The match with the investor who connected first (made here, or by an earlier feature's case) notified the founder.
      await connectWithAdmirer(request);
      const list = (await (await request.get(`${apiPrefix}/notifications`)).json()) as { notifications: { id: string; isRead: boolean }[] };
      const notification = list.notifications[0];
      if (!notification) throw new Error('the match made no notification');
      const path = `/notifications/${notification.id}/read`;
      await expectDocumentedEmpty(await request.post(`${apiPrefix}${path}`), 'post', '/notifications/{id}/read', 204);
      const after = (await (await request.get(`${apiPrefix}/notifications`)).json()) as { notifications: { id: string; isRead: boolean }[] };
      expect(after.notifications.find((item) => item.id === notification.id)?.isRead).toBe(true);
    },
  },
  unauthenticated('post', '/notifications/{id}/read', `/notifications/${unknownId}/read`),
  {
    method: 'post',
    path: '/notifications/{id}/read',
    status: 404,
    title: 'knows no such notification',
    async run(request) {
      await signIn(request);
      await expectError(await request.post(`${apiPrefix}/notifications/${unknownId}/read`), 'post', '/notifications/{id}/read', 404, 'not_found');
    },
  },
  {
    method: 'post',
    path: '/notifications/read-all',
    status: 204,
    title: 'marks everything read',
    async run(request) {
      await signIn(request);
      await expectDocumentedEmpty(await request.post(`${apiPrefix}/notifications/read-all`), 'post', '/notifications/read-all', 204);
      const after = (await (await request.get(`${apiPrefix}/notifications`)).json()) as { unread: number };
      expect(after.unread).toBe(0);
    },
  },
  unauthenticated('post', '/notifications/read-all'),
];
