import { screen, waitFor, within } from '@testing-library/react';

import { memberApi, settingsOf } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const exportOf = (status: 'preparing' | 'ready', progress: number) => ({
  id: 'e-1',
  status,
  progress,
  createdAt: '2026-11-26T10:00:00Z',
  expiresAt: '2026-11-26T11:00:00Z',
  downloadUrl: status === 'ready' ? '/api/me/exports/e-1/download' : null,
});

describe('/settings Danger Zone', () => {
  it('Export shows the progress, then saves the zip', async () => {
    const polls = [exportOf('preparing', 40), exportOf('ready', 100)];
    memberApi({
      'POST /api/me/exports': () => jsonResponse(202, exportOf('preparing', 0)),
      'GET /api/me/exports/e-1': () => jsonResponse(200, polls.shift() ?? exportOf('ready', 100)),
    });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(await screen.findByText('Preparing your export… 40%')).toBeVisible();
    expect(await screen.findByText('Your export is ready and downloading.')).toBeVisible();
    // Saved by an effect after the render that shows the sentence.
    await waitFor(() => expect(clicked).toEqual(['/api/me/exports/e-1/download']));
    expect(screen.getByRole('link', { name: 'Download again' })).toHaveAttribute('href', '/api/me/exports/e-1/download');
    click.mockRestore();
  });

  it('Export says when the day\'s exports are spent, in the server\'s words', async () => {
    const limited = 'You can prepare 3 exports a day. The next one can be prepared in 5 hours.';
    memberApi({ 'POST /api/me/exports': () => apiError(429, 'rate_limited', limited) });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText(limited)).toBeVisible();
    expect(screen.queryByText('The export could not be prepared. Please try again.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('Delete asks for the password, shows a refusal and erases on the right one', async () => {
    const fetchMock = memberApi({
      'POST /api/me/erase': ({ body }) =>
        (body as { password: string }).password === 'right-password' ? jsonResponse(200, { erased: true }) : apiError(401, 'wrong_password', 'Incorrect password. Please try again.'),
    });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    // No two-factor: no code asked for.
    expect(within(dialog).queryByLabelText(/authenticator/)).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(confirm);
    expect(await within(dialog).findByText('Incorrect password. Please try again.')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right-password');
    await user.click(confirm);
    expect(await screen.findByRole('dialog', { name: 'Your account is deleted' })).toBeVisible();
    await waitFor(() => expect(requestsOf(fetchMock).filter(({ call }) => call === 'POST /api/me/erase').map(({ body }) => body)).toEqual([
      { password: 'wrong', code: '' },
      { password: 'right-password', code: '' },
    ]));
  });

  it('Delete asks for a code as well when two-factor sign-in is on', async () => {
    const settings = settingsOf();
    memberApi({
      'GET /api/me/two-factor': () => jsonResponse(200, { enabled: true, recoveryCodesLeft: 10 }),
      'GET /api/me/settings': () => jsonResponse(200, { ...settings, account: { ...settings.account, twoFactorAuth: true } }),
    });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    expect(within(dialog).getByLabelText('Code from your authenticator app, or a recovery code')).toBeRequired();
  });
});
