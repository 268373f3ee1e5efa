import { screen, waitFor, within } from '@testing-library/react';

import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const admin = { email: 'admin@sangam.in' };
const counts = (pending: number, approved: number, rejected: number) => ({ pending, approved, rejected, total: pending + approved + rejected });

const profile = (id: string, status: string, firstName: string) => ({
  id,
  firstName,
  lastName: 'Raman',
  email: `${firstName.toLowerCase()}@kiranalabs.in`,
  profileUrl: 'https://www.linkedin.com/in/priya',
  company: 'Kirana Labs',
  role: 'CEO',
  industry: 'Fintech',
  bio: null,
  interests: ['Sales'],
  goals: ['Raise Funding'],
  plan: 'pro',
  status,
  createdAt: '2025-03-01T10:00:00Z',
});

const pitch = {
  id: 'pt-1',
  founderEmail: 'priya@kiranalabs.in',
  targetType: 'investor',
  targetId: 'inv-9',
  targetName: 'Meera Capital',
  message: 'We are raising a seed round.',
  pitchDeckLink: null,
  status: 'pending',
  createdAt: '2025-03-02T10:00:00Z',
  updatedAt: '2025-03-02T10:00:00Z',
};

const pageOf = (items: unknown[], pageCounts = counts(0, 0, 0)) => jsonResponse(200, { items, page: 1, pageSize: 50, total: items.length, counts: pageCounts });
const emptyAudit = () => jsonResponse(200, { items: [], page: 1, pageSize: 50, total: 0 });

function signedInApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/session': () => jsonResponse(200, admin),
    'GET /api/admin/profiles': () => pageOf([profile('pr-1', 'pending', 'Priya'), profile('pr-2', 'approved', 'Arjun'), profile('pr-3', 'rejected', 'Kavya')], counts(1, 1, 1)),
    'GET /api/admin/pitches': () => pageOf([pitch], counts(1, 0, 0)),
    'GET /api/admin/applications': () => pageOf([]),
    'GET /api/admin/audit': emptyAudit,
    ...overrides,
  });
}

async function openSignedIn() {
  const app = renderApp('/admin');
  await screen.findByRole('button', { name: 'Sign out' });
  await screen.findByRole('article', { name: 'Priya Raman' });
  return app;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('/admin sign-in gate', () => {
  it('shows the administrator sign-in form when the session answers 401, and the queue after signing in', async () => {
    let signedIn = false;
    const fetchMock = signedInApi({
      'GET /api/admin/session': () => (signedIn ? jsonResponse(200, admin) : apiError(401, 'unauthenticated', 'Sign in')),
      'POST /api/admin/session': () => {
        signedIn = true;
        return jsonResponse(200, admin);
      },
    });
    const { user } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), admin.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
    expect(screen.getByText(admin.email)).toBeVisible();
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/admin/session')?.body).toEqual({
      email: admin.email,
      password: 'correct horse',
    });
  });

  it.each([
    [401, () => apiError(401, 'invalid_credentials', 'Invalid credentials'), '❌ Incorrect email or password.'],
    [429, () => apiError(429, 'rate_limited', 'Too many attempts. Try again in 10 minutes.'), '❌ Too many attempts. Try again in 10 minutes.'],
  ])('explains a %i sign-in answer', async (_status, answer, message) => {
    mockApi({ 'GET /api/admin/session': () => apiError(401, 'unauthenticated', 'Sign in'), 'POST /api/admin/session': answer });
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    await user.type(screen.getByLabelText('Email'), admin.email);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('signs out with DELETE and returns to the sign-in form', async () => {
    const fetchMock = signedInApi({ 'DELETE /api/admin/session': () => new Response(null, { status: 204 }) });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    expect(requestsOf(fetchMock).map((request) => request.call)).toContain('DELETE /api/admin/session');
  });

  it('returns to the sign-in form when a list call says the session has ended', async () => {
    signedInApi({ 'GET /api/admin/profiles': () => apiError(401, 'unauthenticated', 'Sign in') });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  });
});

describe('/admin review queue', () => {
  it('shows the three tabs with their counts and the summary cards', async () => {
    signedInApi();
    await openSignedIn();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Profiles3', 'Pitches1', 'Applications0']);
    expect(screen.getByRole('tab', { name: /Profiles/ })).toHaveAttribute('aria-selected', 'true');
    const summary: Array<[string, string]> = [['pending', '1'], ['approved', '1'], ['rejected', '1'], ['total', '3']];
    for (const [term, value] of summary) {
      const card = screen.getByText(term, { selector: 'dt' }).parentElement as HTMLElement;
      expect(within(card).getByRole('definition')).toHaveTextContent(value);
    }
  });

  it('colours items by status and offers Approve and Reject on pending items only', async () => {
    signedInApi();
    await openSignedIn();
    const pending = screen.getByRole('article', { name: 'Priya Raman' });
    const approved = screen.getByRole('article', { name: 'Arjun Raman' });
    const rejected = screen.getByRole('article', { name: 'Kavya Raman' });

    expect(within(pending).getByText('pending')).toHaveClass('text-amber-200');
    expect(within(approved).getByText('approved')).toHaveClass('text-emerald-200');
    expect(within(rejected).getByText('rejected')).toHaveClass('text-rose-200');

    expect(within(pending).getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(within(pending).getByRole('button', { name: 'Reject' })).toBeVisible();
    for (const decided of [approved, rejected]) {
      expect(within(decided).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      expect(within(decided).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    }
  });

  it.each([
    ['Approve', 'approved'],
    ['Reject', 'rejected'],
  ])('%s posts the decision and refreshes the list and the audit log', async (button, status) => {
    const fetchMock = signedInApi({ 'POST /api/admin/profiles/pr-1/decision': () => jsonResponse(200, profile('pr-1', status, 'Priya')) });
    const { user } = await openSignedIn();
    const listCalls = () => requestsOf(fetchMock).filter((request) => request.call.startsWith('GET /api/admin/profiles')).length;
    const auditCalls = () => requestsOf(fetchMock).filter((request) => request.call.startsWith('GET /api/admin/audit')).length;
    const before = { list: listCalls(), audit: auditCalls() };

    await user.click(within(screen.getByRole('article', { name: 'Priya Raman' })).getByRole('button', { name: button }));

    await waitFor(() => expect(listCalls()).toBeGreaterThan(before.list));
    expect(auditCalls()).toBeGreaterThan(before.audit);
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/admin/profiles/pr-1/decision')?.body).toEqual({ status });
  });

  it("shows the server's message when someone else decided first", async () => {
    signedInApi({ 'POST /api/admin/profiles/pr-1/decision': () => apiError(409, 'not_pending', 'This profile was already decided.') });
    const { user } = await openSignedIn();
    await user.click(within(screen.getByRole('article', { name: 'Priya Raman' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('❌ This profile was already decided.')).toBeVisible();
  });

  it('filters by status through the status parameter', async () => {
    const fetchMock = signedInApi();
    const { user } = await openSignedIn();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Pending' }));
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requestsOf(fetchMock).map((request) => request.call)).toContain('GET /api/admin/profiles?page=1&pageSize=50&status=pending'));
    expect(requestsOf(fetchMock).map((request) => request.call)).toContain('GET /api/admin/profiles?page=1&pageSize=50');
  });

  it("switches tabs and shows 'No applications found.' for an empty list", async () => {
    signedInApi();
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('tab', { name: /Pitches/ }));
    expect(await screen.findByRole('article', { name: 'priya@kiranalabs.in → Meera Capital' })).toBeVisible();
    expect(screen.getByText('We are raising a seed round.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /Applications/ }));
    expect(await screen.findByText('No applications found.')).toBeVisible();
  });

  it("shows 'No profiles found.' when the profiles list is empty", async () => {
    signedInApi({ 'GET /api/admin/profiles': () => pageOf([]) });
    renderApp('/admin');
    expect(await screen.findByText('No profiles found.')).toBeVisible();
  });

  it('tests the database connection and reports success or failure', async () => {
    let healthy = true;
    signedInApi({
      'GET /api/admin/connection-test': () => (healthy ? jsonResponse(200, { ok: true, profiles: 3 }) : apiError(503, 'db_unavailable', 'Database unavailable')),
    });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('button', { name: 'Test database connection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('✅ Database connection successful (3 profiles).');
    healthy = false;
    await user.click(screen.getByRole('button', { name: 'Test database connection' }));
    expect(await screen.findByText('❌ Database connection failed: Database unavailable')).toBeVisible();
  });

  it('creates a test account and refreshes the lists', async () => {
    const fetchMock = signedInApi({
      'POST /api/admin/test-account': () => jsonResponse(201, { profile: profile('pr-9', 'pending', 'Test'), pitch: { ...pitch, id: 'pt-9' } }),
    });
    const { user } = await openSignedIn();
    const listCalls = () => requestsOf(fetchMock).filter((request) => request.call.startsWith('GET /api/admin/profiles')).length;
    const before = listCalls();
    await user.click(screen.getByRole('button', { name: 'Create test account' }));
    expect(await screen.findByText(/Test account created/)).toBeVisible();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('lists the audit log: who, what, when, from and to', async () => {
    signedInApi({
      'GET /api/admin/audit': () =>
        jsonResponse(200, {
          items: [{ id: 'a-1', actorEmail: admin.email, action: 'decision', targetKind: 'profiles', targetId: 'pr-2', fromStatus: 'pending', toStatus: 'approved', createdAt: '2025-03-03T09:30:00Z' }],
          page: 1,
          pageSize: 50,
          total: 1,
        }),
    });
    await openSignedIn();
    const log = screen.getByRole('region', { name: 'Audit log' });
    const entry = await within(log).findByRole('listitem');
    expect(entry).toHaveTextContent(admin.email);
    expect(entry).toHaveTextContent('decision profile #pr-2');
    expect(entry).toHaveTextContent(/from\s*pending\s*to\s*approved/);
    expect(within(entry).getByText(/2025/)).toHaveAttribute('datetime', '2025-03-03T09:30:00Z');
  });
});
