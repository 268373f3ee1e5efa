import { mockApi } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';

type Handlers = Parameters<typeof mockApi>[0];

export const admin = { email: 'admin@sangam.in' };

export const counts = (pending: number, approved: number, rejected: number) => ({ pending, approved, rejected, total: pending + approved + rejected });

/** A page of a review list (sign-ups, pitches, applications) with its status counts. */
export const pageOf = (items: unknown[], pageCounts = counts(0, 0, 0)) => jsonResponse(200, { items, page: 1, pageSize: 50, total: items.length, counts: pageCounts });

/** A page of reports with their status counts. */
export const reportPage = (items: unknown[], reportCounts = { open: items.length, dismissed: 0, actioned: 0 }) =>
  jsonResponse(200, { items, total: items.length, page: 1, pageSize: 20, counts: reportCounts });

/** A signed-in administrator with empty review lists and audit log: /admin renders; `overrides` add or replace answers. */
export function adminApi(overrides: Handlers = {}) {
  return mockApi({
    'GET /api/admin/session': () => jsonResponse(200, admin),
    'GET /api/admin/profiles': () => pageOf([]),
    'GET /api/admin/pitches': () => pageOf([]),
    'GET /api/admin/applications': () => pageOf([]),
    'GET /api/admin/reports': () => reportPage([]),
    'GET /api/admin/audit': () => jsonResponse(200, { items: [], page: 1, pageSize: 50, total: 0 }),
    ...overrides,
  });
}
