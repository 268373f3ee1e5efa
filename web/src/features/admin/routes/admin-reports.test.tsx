import { screen, waitFor, within } from '@testing-library/react';

import { openSignedIn, quietConsole, report, signedInApi } from '@/features/admin/testing/review-api';
import { reportPage } from '@/testing/admin-api';
import type { mockApi} from '@/testing/mock-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';

quietConsole();

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
