import { screen, within } from '@testing-library/react';

import { adminApi as sharedAdminApi } from '@/testing/admin-api';
import type { mockApi} from '@/testing/mock-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const row = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  email: `${id}@list.test`,
  role: 'Founder',
  city: 'Pune',
  bio: null,
  referral: null,
  referrer: null,
  createdAt: '2026-11-20T05:00:00Z',
  invitedAt: null,
  appliedAt: null,
  ...extra,
});

const meher = row('w-1', 'Meher Kapoor', { referral: 'K7M2QX9P', referrer: { id: 'm-1', name: 'Asha Rao' } });
const dev = row('w-2', 'Dev Shah', { role: 'Mentor', invitedAt: '2026-11-21T05:00:00Z' });
const kavya = row('w-3', 'Kavya Iyer', { invitedAt: '2026-11-21T05:00:00Z', appliedAt: '2026-11-22T05:00:00Z' });

function adminApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return sharedAdminApi({
    'GET /api/admin/waitlist': ({ url }) =>
      url.searchParams.get('after') === 'c-2'
        ? jsonResponse(200, { items: [kavya], total: 3, next: null })
        : jsonResponse(200, { items: [meher, dev], total: 3, next: 'c-2' }),
    'POST /api/admin/waitlist/w-1/invite': () => jsonResponse(200, { status: 'invited' }),
    ...overrides,
  });
}

// The admin page and the section load lazily; on a busy machine that takes a while.
const openTable = () => screen.findByRole('table', { name: 'Waitlist' }, { timeout: 15_000 });

const calls = (fetchMock: ReturnType<typeof mockApi>, prefix: string) => requestsOf(fetchMock).filter((r) => r.call.startsWith(prefix)).map((r) => r.call);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/admin waitlist', () => {
  it('shows a table with who referred each person and where their invitation stands, a page at a time', async () => {
    const fetchMock = adminApi();
    const { user } = renderApp('/admin?section=waitlist');
    const table = await openTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Meher Kapoorw-1@list.test', 'Dev Shahw-2@list.test']);
    expect(rows[0]).toHaveTextContent('Asha Rao');
    expect(rows[0]).toHaveTextContent('Not invited');
    expect(rows[1]).toHaveTextContent(/Invited/);
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Invite again Dev Shah' })).toBeEnabled();
    expect(screen.getByText('3 people on the waitlist')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Kavya Iyer')).toBeVisible();
    expect(screen.getByText(/Applied/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Invite .*Kavya/ })).not.toBeInTheDocument();
    expect(calls(fetchMock, 'GET /api/admin/waitlist')).toContain('GET /api/admin/waitlist?after=c-2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Meher Kapoor')).toBeVisible();
  });

  it('searches, filters by joining as, and exports what the filter shows', async () => {
    const fetchMock = adminApi();
    const { user } = renderApp('/admin?section=waitlist');
    await openTable();
    await user.type(screen.getByRole('searchbox', { name: 'Name, e-mail or city' }), 'pune');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Joining as' }), 'Mentor');
    expect(calls(fetchMock, 'GET /api/admin/waitlist')).toEqual(expect.arrayContaining(['GET /api/admin/waitlist?q=pune', 'GET /api/admin/waitlist?q=pune&role=Mentor']));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(/\/admin\/waitlist\/export\?q=pune&role=Mentor$/);
  });

  it('invites a person and says so, or says why not', async () => {
    const fetchMock = adminApi({ 'POST /api/admin/waitlist/w-2/invite': () => apiError(404, 'not_found', 'Nothing here.') });
    const { user } = renderApp('/admin?section=waitlist');
    await openTable();
    await user.click(screen.getByRole('button', { name: 'Invite Meher Kapoor' }));
    expect(await screen.findByText('✅ Invitation sent to w-1@list.test.')).toBeVisible();
    expect(calls(fetchMock, 'POST')).toEqual(['POST /api/admin/waitlist/w-1/invite']);
    await user.click(screen.getByRole('button', { name: 'Invite again Dev Shah' }));
    expect(await screen.findByText(/❌/)).toBeVisible();
  });
});
