import { screen, within } from '@testing-library/react';

import { QueryProvider } from '@/app/query-provider';
import { ModerationDialog } from '@/features/moderation/components/moderation-dialog';
import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const action = (overrides: Record<string, unknown>) => ({
  id: 'a-1',
  memberId: 'm-2',
  action: 'suspension',
  reason: 'Harassing members.',
  endsAt: '2026-12-05T10:00:00.000Z',
  reportId: 'r-1',
  adminId: 'ad-1',
  createdAt: '2026-11-28T10:00:00.000Z',
  acknowledgedAt: null,
  ...overrides,
});

function open(handlers: Parameters<typeof mockApi>[0], onDone = vi.fn()) {
  const fetchMock = mockApi({ 'GET /api/admin/members/m-2/moderation': () => jsonResponse(200, { hold: null, history: [] }), ...handlers });
  const element = (
    <QueryProvider>
      <ModerationDialog memberId="m-2" memberName="Vikram Shah" reportId="r-1" onClose={() => {}} onDone={onDone} />
    </QueryProvider>
  );
  const app = renderApp('/', [{ path: '/', element }]);
  return { ...app, fetchMock, onDone, dialog: () => screen.getByRole('dialog', { name: 'Moderate Vikram Shah' }) };
}

describe('ModerationDialog', () => {
  it('suspends for the chosen days with the reason and the report, and says what it did', async () => {
    const { user, fetchMock, onDone, dialog } = open({ 'POST /api/admin/members/m-2/moderation': () => jsonResponse(201, action({})) });
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByText('Suspend', { exact: true }));
    await user.click(within(dialog()).getByText('30 days', { exact: true }));
    const submit = within(dialog()).getByRole('button', { name: 'Suspend' });
    expect(submit).toBeDisabled(); // no reason yet
    await user.type(within(dialog()).getByLabelText(/^Reason/), 'Harassing members.');
    await user.click(submit);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Vikram Shah was suspended and signed out everywhere.'));
    expect(requestsOf(fetchMock).find(({ call }) => call === 'POST /api/admin/members/m-2/moderation')?.body).toEqual({
      action: 'suspension',
      reason: 'Harassing members.',
      reportId: 'r-1',
      days: 30,
    });
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const { user, onDone, dialog } = open({
      'POST /api/admin/members/m-2/moderation': () => apiError(403, 'administrator', 'This account belongs to an administrator: moderation cannot act on it.'),
    });
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByText('Ban', { exact: true }));
    await user.type(within(dialog()).getByLabelText(/^Reason/), 'Power play.');
    await user.click(within(dialog()).getByRole('button', { name: 'Ban' }));
    expect(await within(dialog()).findByText('This account belongs to an administrator: moderation cannot act on it.')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a suspension in force and lifts it', async () => {
    const { user, fetchMock, onDone } = open({
      'GET /api/admin/members/m-2/moderation': () =>
        jsonResponse(200, { hold: { action: 'suspension', until: '2026-12-05T10:00:00.000Z', reason: 'Harassing members.' }, history: [action({})] }),
      'POST /api/admin/members/m-2/moderation/reinstatement': () => jsonResponse(200, action({ id: 'a-2', action: 'reinstatement', endsAt: null, reportId: null })),
    });
    expect(await screen.findByText('Harassing members.', { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Lift the suspension' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Reinstated: the member can sign in and is seen again.'));
    expect(requestsOf(fetchMock).map(({ call }) => call)).toContain('POST /api/admin/members/m-2/moderation/reinstatement');
  });
});
