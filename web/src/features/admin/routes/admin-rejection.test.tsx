import { screen, waitFor, within } from '@testing-library/react';

import { openSignedIn, profile, quietConsole, signedInApi } from '@/features/admin/testing/review-api';
import { counts, pageOf } from '@/testing/admin-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';

quietConsole();

describe('/admin review queue: rejecting an application', () => {
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

});
