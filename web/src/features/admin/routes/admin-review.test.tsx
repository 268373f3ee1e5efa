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
  updatedAt: '2025-03-01T10:00:00Z',
  testData: false,
});

const pitch = {
  id: 'pt-1',
  founderEmail: 'priya@kiranalabs.in',
  senderId: null,
  senderName: null,
  targetType: 'investor',
  targetId: 'inv-9',
  targetName: 'Meera Capital',
  message: 'We are raising a seed round.',
  pitchDeckLink: null,
  status: 'pending',
  createdAt: '2025-03-02T10:00:00Z',
  updatedAt: '2025-03-02T10:00:00Z',
  testData: false,
};

const report = (id: string, status: 'open' | 'dismissed' | 'actioned', overrides: Record<string, unknown> = {}) => ({
  id,
  reason: 'fake_profile',
  details: 'Claims to have raised from Sequoia; the company does not exist.',
  status,
  createdAt: '2025-03-04T08:15:00Z',
  resolvedAt: status === 'open' ? null : '2025-03-05T09:00:00Z',
  resolutionNote: null,
  message: null,
  messageId: null,
  reporter: { id: 'm-1', name: 'Ananya Iyer', email: 'ananya@chaipoint.in' },
  target: { id: 'm-2', name: 'Vikram Shah', email: 'vikram@unicorn.example' },
  ...overrides,
});
const reportPage = (items: unknown[], reportCounts = { open: items.length, dismissed: 0, actioned: 0 }) =>
  jsonResponse(200, { items, total: items.length, page: 1, pageSize: 20, counts: reportCounts });

const pageOf = (items: unknown[], pageCounts = counts(0, 0, 0)) => jsonResponse(200, { items, page: 1, pageSize: 50, total: items.length, counts: pageCounts });
const emptyAudit = () => jsonResponse(200, { items: [], page: 1, pageSize: 50, total: 0 });

function signedInApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/session': () => jsonResponse(200, admin),
    'GET /api/admin/profiles': () => pageOf([profile('pr-1', 'pending', 'Priya'), profile('pr-2', 'approved', 'Arjun'), profile('pr-3', 'rejected', 'Kavya')], counts(1, 1, 1)),
    'GET /api/admin/pitches': () => pageOf([pitch], counts(1, 0, 0)),
    'GET /api/admin/applications': () => pageOf([]),
    'GET /api/admin/audit': emptyAudit,
    'GET /api/admin/reports': () => reportPage([report('r-1', 'open')], { open: 2, dismissed: 1, actioned: 0 }),
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
  it('shows the review tabs and Reports with their counts, and the summary cards', async () => {
    signedInApi();
    await openSignedIn();
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profiles3', 'Pitches1', 'Applications0', 'Reports2']));
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

  it('shows the reason a rejected application was given, and none where there is none', async () => {
    const reason = 'We could not verify your company.\nPlease add its website.';
    signedInApi({
      'GET /api/admin/profiles': () =>
        pageOf(
          [
            { ...profile('pr-1', 'pending', 'Priya'), rejectionReason: null },
            { ...profile('pr-3', 'rejected', 'Kavya'), rejectionReason: reason },
            { ...profile('pr-4', 'rejected', 'Meera'), rejectionReason: null },
          ],
          counts(1, 0, 2),
        ),
    });
    await openSignedIn();
    const withReason = screen.getByRole('article', { name: 'Kavya Raman' });
    const shown = within(withReason).getByText('Reason:').closest('p');
    expect(shown).toHaveTextContent('Reason: We could not verify your company. Please add its website.');
    expect(shown?.textContent).toBe(`Reason: ${reason}`);
    for (const name of ['Meera Raman', 'Priya Raman']) {
      expect(within(screen.getByRole('article', { name })).queryByText('Reason:')).not.toBeInTheDocument();
    }
  });

  it.each([
    ['Approve at once', [], { status: 'approved' }],
    ['Reject without a reason', ['Reject', 'Reject and Tell Them'], { status: 'rejected' }],
  ])('%s posts the decision and refreshes the list and the audit log', async (_case, clicks, body) => {
    const fetchMock = signedInApi({ 'POST /api/admin/profiles/pr-1/decision': () => jsonResponse(200, profile('pr-1', body.status, 'Priya')) });
    const { user } = await openSignedIn();
    const listCalls = () => requestsOf(fetchMock).filter((request) => request.call.startsWith('GET /api/admin/profiles')).length;
    const auditCalls = () => requestsOf(fetchMock).filter((request) => request.call.startsWith('GET /api/admin/audit')).length;
    const before = { list: listCalls(), audit: auditCalls() };

    if (clicks.length === 0) {
      await user.click(within(screen.getByRole('article', { name: 'Priya Raman' })).getByRole('button', { name: 'Approve' }));
    } else {
      await user.click(within(screen.getByRole('article', { name: 'Priya Raman' })).getByRole('button', { name: clicks[0] }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Reject Priya Raman' })).getByRole('button', { name: clicks[1] }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }

    await waitFor(() => expect(listCalls()).toBeGreaterThan(before.list));
    expect(auditCalls()).toBeGreaterThan(before.audit);
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/admin/profiles/pr-1/decision')?.body).toEqual(body);
  });

  it('rejects an application with a kept template, edited, as the reason', async () => {
    const fetchMock = signedInApi({ 'POST /api/admin/profiles/pr-1/decision': () => jsonResponse(200, profile('pr-1', 'rejected', 'Priya')) });
    const { user } = await openSignedIn();
    await user.click(within(screen.getByRole('article', { name: 'Priya Raman' })).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Priya Raman' });
    expect(requestsOf(fetchMock).some((request) => request.call.startsWith('POST'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Could not verify' }));
    const reason = within(dialog).getByLabelText(/Reason for the applicant/);
    expect(reason).toHaveValue(
      'We could not verify your role or your company from the details given. Please apply again with a LinkedIn profile or company website we can check.',
    );
    await user.type(reason, ' Thank you.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and Tell Them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/admin/profiles/pr-1/decision')?.body).toEqual({
      status: 'rejected',
      reason:
        'We could not verify your role or your company from the details given. Please apply again with a LinkedIn profile or company website we can check. Thank you.',
    });
  });

  it('keeps the dialog open with the server’s message when the rejection fails, and Cancel sends nothing', async () => {
    const fetchMock = signedInApi({
      'POST /api/admin/profiles/pr-1/decision': () => apiError(400, 'validation_failed', 'The reason must be at most 1000 characters.'),
    });
    const { user } = await openSignedIn();
    await user.click(within(screen.getByRole('article', { name: 'Priya Raman' })).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Priya Raman' });
    await user.type(within(dialog).getByLabelText(/Reason for the applicant/), 'Too early.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and Tell Them' }));
    expect(await within(dialog).findByText('❌ The reason must be at most 1000 characters.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsOf(fetchMock).filter((request) => request.call.startsWith('POST'))).toHaveLength(1);
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
      'GET /api/admin/connection-test': () => (healthy ? jsonResponse(200, { ok: true, profiles: 3, engine: 'sqlite', roundTripMs: 0.4 }) : apiError(503, 'db_unavailable', 'Database unavailable')),
    });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('button', { name: 'Test database connection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('✅ Database connection successful (SQLite, 3 profiles, 0 ms round trip).');
    healthy = false;
    await user.click(screen.getByRole('button', { name: 'Test database connection' }));
    expect(await screen.findByText('❌ Database connection failed: Database unavailable')).toBeVisible();
  });

  it('names the engine and the measured round trip in the notice', async () => {
    signedInApi({ 'GET /api/admin/connection-test': () => jsonResponse(200, { ok: true, profiles: 1, engine: 'postgresql', roundTripMs: 2.6 }) });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('button', { name: 'Test database connection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('✅ Database connection successful (PostgreSQL, 1 profile, 3 ms round trip).');
  });

  it('names the sender of a pitch from their profile', async () => {
    signedInApi({ 'GET /api/admin/pitches': () => pageOf([{ ...pitch, senderId: 'pr-1', senderName: 'Priya Raman' }]) });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('tab', { name: /Pitches/ }));
    const card = await screen.findByRole('article', { name: 'Priya Raman → Meera Capital' });
    expect(card).toHaveTextContent('Pitch to an investor · priya@kiranalabs.in');
  });

  it('removes a delivered pitch with a reason, shows it removed, and restores it', async () => {
    const delivered = { ...pitch, senderId: 'pr-1', senderName: 'Priya Raman', status: 'approved', pitchDeckLink: 'https://deck.example/1' };
    const removal = (restoredAt: string | null) => ({ id: 'cr-1', kind: 'pitch', contentId: 'pt-1', memberId: 'pr-1', reason: 'The deck links to malware.', removedAt: '2025-03-03T10:00:00Z', restoredAt });
    let removed = false;
    const fetchMock = signedInApi({
      'GET /api/admin/pitches': () =>
        pageOf([removed ? { ...delivered, message: 'This pitch was removed by a moderator.', pitchDeckLink: null, removed } : { ...delivered, removed }], counts(0, 1, 0)),
      'POST /api/admin/content/pitch/pt-1/removal': () => {
        removed = true;
        return jsonResponse(201, removal(null));
      },
      'POST /api/admin/content/pitch/pt-1/restoration': () => {
        removed = false;
        return jsonResponse(200, removal('2025-03-04T10:00:00Z'));
      },
    });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('tab', { name: /Pitches/ }));
    const card = await screen.findByRole('article', { name: 'Priya Raman → Meera Capital' });
    await user.click(await within(card).findByRole('button', { name: 'Remove pitch…' }, { timeout: 5_000 }));
    const remove = within(card).getByRole('button', { name: 'Remove pitch' });
    expect(remove).toBeDisabled();
    await user.type(within(card).getByLabelText(/Why remove it/), '  The deck links to malware. ');
    await user.click(remove);

    expect(await within(card).findByText('Pitch removed.')).toBeVisible();
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/admin/content/pitch/pt-1/removal')?.body).toEqual({ reason: 'The deck links to malware.' });
    await waitFor(() => expect(card).toHaveTextContent('This pitch was removed by a moderator.'));
    expect(within(card).getByText('Removed')).toBeVisible();
    expect(within(card).queryByRole('link', { name: /Pitch deck/ })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Restore pitch' }));
    expect(await within(card).findByText('Pitch restored.')).toBeVisible();
    await waitFor(() => expect(card).toHaveTextContent('We are raising a seed round.'));
    expect(within(card).queryByText('Removed')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Remove pitch…' })).toBeVisible();
  });

  it('offers Restore on a pitch removed earlier, nothing on a pending one, and shows why a removal failed', async () => {
    const delivered = { ...pitch, id: 'pt-2', senderId: 'pr-2', senderName: 'Arjun Raman', targetName: 'Kaveri Ventures', status: 'approved' };
    const fetchMock = signedInApi({
      'GET /api/admin/pitches': () => pageOf([{ ...pitch, removed: false }, { ...delivered, removed: true }, { ...delivered, id: 'pt-3', targetName: 'Godavari Fund', removed: false }], counts(1, 2, 0)),
      'POST /api/admin/content/pitch/pt-3/removal': () => apiError(409, 'already_removed', 'This content is removed already.'),
    });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('tab', { name: /Pitches/ }));
    const earlier = await screen.findByRole('article', { name: 'Arjun Raman → Kaveri Ventures' });
    expect(await within(earlier).findByRole('button', { name: 'Restore pitch' }, { timeout: 5_000 })).toBeVisible();
    expect(within(earlier).getByText('Removed')).toBeVisible();
    const pending = screen.getByRole('article', { name: 'priya@kiranalabs.in → Meera Capital' });
    expect(within(pending).queryByRole('button', { name: /Remove pitch/ })).toBeNull();

    const other = screen.getByRole('article', { name: 'Arjun Raman → Godavari Fund' });
    await user.click(within(other).getByRole('button', { name: 'Remove pitch…' }));
    await user.type(within(other).getByLabelText(/Why remove it/), 'Spam.');
    await user.click(within(other).getByRole('button', { name: 'Remove pitch' }));
    expect(await within(other).findByText('This content is removed already.')).toBeVisible();
    expect(within(other).queryByText('Pitch removed.')).toBeNull();
    expect(requestsOf(fetchMock).some((request) => request.call.startsWith('POST /api/admin/content/pitch/pt-2'))).toBe(false);
  });

  it('creates a test account and refreshes the lists', async () => {
    const fetchMock = signedInApi({
      'POST /api/admin/test-account': () =>
        jsonResponse(201, { profile: { ...profile('pr-9', 'pending', 'Test'), testData: true }, pitch: { ...pitch, id: 'pt-9', testData: true } }),
    });
    const { user } = await openSignedIn();
    const listCalls = () => requestsOf(fetchMock).filter((request) => request.call.startsWith('GET /api/admin/profiles')).length;
    const before = listCalls();
    await user.click(screen.getByRole('button', { name: 'Create test account' }));
    expect(await screen.findByText('✅ Test account created: test@kiranalabs.in, with a test pitch. Both are marked as test data.')).toBeVisible();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('filters test data through the testData parameter and marks test items', async () => {
    const fetchMock = signedInApi({
      'GET /api/admin/profiles': ({ url }) => {
        const testData = url.searchParams.get('testData');
        const real = profile('pr-1', 'pending', 'Priya');
        const test = { ...profile('pr-9', 'pending', 'Tess'), testData: true };
        if (testData === 'true') return pageOf([test], counts(1, 0, 0));
        if (testData === 'false') return pageOf([real], counts(1, 0, 0));
        return pageOf([real, test], counts(2, 0, 0));
      },
    });
    const { user } = await openSignedIn();
    const filter = screen.getByRole('group', { name: 'Test data' });
    expect(within(filter).getByRole('button', { name: 'Include test data' })).toHaveAttribute('aria-pressed', 'true');
    const testCard = await screen.findByRole('article', { name: 'Tess Raman' });
    expect(within(testCard).getByText('Test data')).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Priya Raman' })).queryByText('Test data')).not.toBeInTheDocument();

    await user.click(within(filter).getByRole('button', { name: 'Only test data' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Priya Raman' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Tess Raman' })).toBeVisible();
    expect(requestsOf(fetchMock).map((request) => request.call)).toContain('GET /api/admin/profiles?page=1&pageSize=50&testData=true');
    // The other tabs' counts follow the same filter.
    expect(requestsOf(fetchMock).map((request) => request.call)).toContain('GET /api/admin/pitches?page=1&pageSize=50&testData=true');

    await user.click(within(filter).getByRole('button', { name: 'Hide test data' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tess Raman' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Priya Raman' })).toBeVisible();
    expect(within(filter).getByRole('button', { name: 'Hide test data' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() => expect(requestsOf(fetchMock).map((request) => request.call)).toContain('GET /api/admin/profiles?page=1&pageSize=50&status=pending&testData=false'));
  });

  it('removes test data after confirmation, tells what was removed and refreshes the lists and the audit log', async () => {
    const fetchMock = signedInApi({ 'DELETE /api/admin/test-data': () => jsonResponse(200, { profiles: 2, pitches: 1, applications: 0 }) });
    const { user } = await openSignedIn();
    const calls = (prefix: string) => requestsOf(fetchMock).filter((request) => request.call.startsWith(prefix)).length;
    const before = { list: calls('GET /api/admin/profiles'), audit: calls('GET /api/admin/audit') };

    await user.click(screen.getByRole('button', { name: 'Remove test data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove all test data?' });
    expect(calls('DELETE /api/admin/test-data')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove test data' }));

    expect(await screen.findByText('✅ Test data removed: 2 profiles, 1 pitch and 0 applications.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('DELETE /api/admin/test-data')).toBe(1);
    await waitFor(() => expect(calls('GET /api/admin/profiles')).toBeGreaterThan(before.list));
    expect(calls('GET /api/admin/audit')).toBeGreaterThan(before.audit);
  });

  it('removes nothing when the confirmation is cancelled', async () => {
    const fetchMock = signedInApi({ 'DELETE /api/admin/test-data': () => jsonResponse(200, { profiles: 0, pitches: 0, applications: 0 }) });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('button', { name: 'Remove test data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsOf(fetchMock).map((request) => request.call)).not.toContain('DELETE /api/admin/test-data');
  });

  it.each([
    [() => jsonResponse(200, { profiles: 0, pitches: 0, applications: 0 }), '✅ There was no test data to remove.'],
    [() => apiError(403, 'forbidden', 'This needs an administrator.'), '❌ Could not remove the test data: This needs an administrator.'],
  ])('says when there was nothing to remove or the removal failed (%#)', async (answer, message) => {
    signedInApi({ 'DELETE /api/admin/test-data': answer });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('button', { name: 'Remove test data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove test data' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('moves between the review tabs with the arrow keys', async () => {
    signedInApi();
    const { user } = await openSignedIn();
    const profiles = screen.getByRole('tab', { name: /Profiles/ });
    profiles.focus();
    await user.keyboard('{ArrowRight}');
    const pitches = screen.getByRole('tab', { name: /Pitches/ });
    expect(pitches).toHaveFocus();
    expect(pitches).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', pitches.id);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /Reports/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(profiles).toHaveFocus();
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

describe('/admin reports', () => {
  async function openReports(overrides: Parameters<typeof mockApi>[0] = {}) {
    const fetchMock = signedInApi(overrides);
    const app = await openSignedIn();
    await app.user.click(screen.getByRole('tab', { name: /Reports/ }));
    return { ...app, fetchMock };
  }

  it('lists open reports with reporter → target, reason, details and date, filtered to Open', async () => {
    const { fetchMock } = await openReports();
    const card = await screen.findByRole('article', { name: 'Ananya Iyer → Vikram Shah' });
    expect(card).toHaveTextContent('ananya@chaipoint.in');
    expect(card).toHaveTextContent('vikram@unicorn.example');
    expect(card).toHaveTextContent('Fake profile');
    expect(card).toHaveTextContent('Claims to have raised from Sequoia');
    expect(within(card).getByText(/2025/, { selector: 'time' })).toHaveAttribute('datetime', '2025-03-04T08:15:00Z');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    expect(requestsOf(fetchMock).map((request) => request.call)).toContain('GET /api/admin/reports?status=open&page=1&pageSize=20');
  });

  it.each([
    ['Dismiss', 'dismissed'],
    ['Take action', 'actioned'],
  ])('%s posts the resolution with the optional note and refreshes the reports and the audit log', async (button, status) => {
    let resolved = false;
    const { user, fetchMock } = await openReports({
      'GET /api/admin/reports': ({ url }) =>
        url.searchParams.get('status') === 'open'
          ? reportPage(resolved ? [] : [report('r-1', 'open')], { open: resolved ? 0 : 1, dismissed: 0, actioned: 0 })
          : reportPage([]),
      'POST /api/admin/reports/r-1/resolution': () => {
        resolved = true;
        return jsonResponse(200, report('r-1', status as 'dismissed' | 'actioned', { resolutionNote: 'Checked with the founder.' }));
      },
    });
    const card = await screen.findByRole('article', { name: 'Ananya Iyer → Vikram Shah' });
    const auditCalls = () => requestsOf(fetchMock).filter((request) => request.call.startsWith('GET /api/admin/audit')).length;
    const auditBefore = auditCalls();

    await user.type(within(card).getByLabelText(/Note/), 'Checked with the founder.');
    await user.click(within(card).getByRole('button', { name: button }));

    expect(await screen.findByText('No reports found.')).toBeVisible();
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/admin/reports/r-1/resolution')?.body).toEqual({
      status,
      note: 'Checked with the founder.',
    });
    await waitFor(() => expect(auditCalls()).toBeGreaterThan(auditBefore));
    expect(screen.getByRole('tab', { name: /Reports/ })).toHaveTextContent('Reports0');
  });

  it('sends no note when none was written', async () => {
    const { user, fetchMock } = await openReports({
      'POST /api/admin/reports/r-1/resolution': () => jsonResponse(200, report('r-1', 'dismissed')),
    });
    const card = await screen.findByRole('article', { name: 'Ananya Iyer → Vikram Shah' });
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/admin/reports/r-1/resolution')?.body).toEqual({ status: 'dismissed' }));
  });

  it("shows the server's message when another administrator resolved it first", async () => {
    const { user } = await openReports({
      'POST /api/admin/reports/r-1/resolution': () => apiError(409, 'already_resolved', 'This report was already resolved.'),
    });
    const card = await screen.findByRole('article', { name: 'Ananya Iyer → Vikram Shah' });
    await user.click(within(card).getByRole('button', { name: 'Take action' }));
    expect(await screen.findByText('❌ This report was already resolved.')).toBeVisible();
  });

  it("filters by status, shows resolved reports without actions, and says 'No reports found.' when empty", async () => {
    const { user } = await openReports({
      'GET /api/admin/reports': ({ url }) => {
        const status = url.searchParams.get('status');
        if (status === 'dismissed') return reportPage([report('r-2', 'dismissed', { resolutionNote: 'Not a violation.' })], { open: 0, dismissed: 1, actioned: 0 });
        return reportPage([], { open: 0, dismissed: 1, actioned: 0 });
      },
    });
    expect(await screen.findByText('No reports found.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Dismissed' }));
    const card = await screen.findByRole('article', { name: 'Ananya Iyer → Vikram Shah' });
    expect(within(card).getByText('dismissed')).toBeVisible();
    expect(card).toHaveTextContent('Not a violation.');
    expect(within(card).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Take action' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actioned' }));
    expect(await screen.findByText('No reports found.')).toBeVisible();
  });
});
