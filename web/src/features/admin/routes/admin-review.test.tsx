import { screen, waitFor, within } from '@testing-library/react';

import { openSignedIn, pitch, profile, quietConsole, signedInApi } from '@/features/admin/testing/review-api';
import { admin, counts, pageOf } from '@/testing/admin-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

quietConsole();

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

  it('opens the board, status and page the address names, and keeps them in it', async () => {
    const fetchMock = signedInApi();
    const { user, router } = renderApp('/admin?board=pitches&status=pending');
    expect(await screen.findByRole('tab', { name: /Pitches/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requestsOf(fetchMock).map((request) => request.call)).toContain('GET /api/admin/pitches?page=1&pageSize=50&status=pending'));
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(requestsOf(fetchMock).map((request) => request.call)).toContain('GET /api/admin/pitches?page=1&pageSize=50&status=rejected'));
    expect(router.state.location.search).toBe('?board=pitches&status=rejected');
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
