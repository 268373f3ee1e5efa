import { screen, waitFor, within } from '@testing-library/react';

import { memberApi } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);

describe('/settings two-factor sign-in', () => {
  it('enrols with the shown key and a code, then shows the recovery codes once', async () => {
    let enabled = false;
    const fetchMock = memberApi({
      'GET /api/me/two-factor': () => jsonResponse(200, { enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
      'POST /api/me/two-factor/setup': () => jsonResponse(200, { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Sangam:me?secret=JBSWY3DPEHPK3PXP&issuer=Sangam' }),
      'POST /api/me/two-factor/enable': ({ body }) => {
        if ((body as { code: string }).code !== '123456') return apiError(400, 'validation_failed', 'Some fields need attention.', { code: 'That code is not right.' });
        enabled = true;
        return jsonResponse(200, { recoveryCodes: codes });
      },
    });
    const { user } = renderApp('/settings');
    const account = await screen.findByRole('region', { name: 'Account' });
    await user.click(await within(account).findByRole('button', { name: 'Enable' }));
    expect(await within(account).findByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');

    const code = within(account).getByLabelText('The 6-digit code the app shows');
    await user.type(code, '000000');
    await user.click(within(account).getByRole('button', { name: 'Turn on' }));
    expect(await within(account).findByRole('alert')).toHaveTextContent('That code is not right.');

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(account).getByRole('button', { name: 'Turn on' }));
    expect(await within(account).findByText('Two-factor sign-in is on.')).toBeVisible();
    expect(within(within(account).getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
    expect(requestsOf(fetchMock).filter(({ call }) => call === 'POST /api/me/two-factor/enable').map(({ body }) => body)).toEqual([{ code: '000000' }, { code: '123456' }]);

    await user.click(within(account).getByRole('button', { name: 'I have saved them' }));
    expect(within(account).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await within(account).findByText('Enabled', { exact: true })).toBeVisible();
  });

  it('turns off only with the password and a code', async () => {
    const fetchMock = memberApi({
      'GET /api/me/two-factor': () => jsonResponse(200, { enabled: true, recoveryCodesLeft: 9 }),
      'POST /api/me/two-factor/disable': () => apiError(401, 'wrong_code', 'That code is not right. Check your authenticator app and try again.'),
    });
    const { user } = renderApp('/settings');
    const account = await screen.findByRole('region', { name: 'Account' });
    await user.click(await within(account).findByRole('button', { name: 'Turn off two-factor' }));
    const turnOff = within(account).getByRole('button', { name: 'Turn off' });
    expect(turnOff).toBeDisabled();
    await user.type(within(account).getByLabelText('Password'), 'my-password');
    expect(turnOff).toBeDisabled();
    await user.type(within(account).getByLabelText('Code or recovery code'), '111111');
    await user.click(turnOff);
    expect(await within(account).findByRole('alert')).toHaveTextContent('That code is not right. Check your authenticator app and try again.');
    expect(requestsOf(fetchMock).find(({ call }) => call === 'POST /api/me/two-factor/disable')?.body).toEqual({ password: 'my-password', code: '111111' });
  });
});

describe('/settings active sessions', () => {
  it('lists my sessions and signs out the others', async () => {
    let sessions = [
      { id: 's-1', current: true, createdAt: '2025-03-01T10:00:00Z', lastSeenAt: new Date().toISOString(), ip: '127.0.0.1' },
      { id: 's-2', current: false, createdAt: '2025-03-01T10:00:00Z', lastSeenAt: '2025-03-02T10:00:00Z', ip: null },
    ];
    const fetchMock = memberApi({
      'GET /api/me/sessions': () => jsonResponse(200, { sessions }),
      'POST /api/me/sessions/sign-out-others': () => {
        sessions = sessions.filter((session) => session.current);
        return jsonResponse(200, { signedOut: 1 });
      },
    });
    const { user } = renderApp('/settings');
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('This device · 127.0.0.1');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Last active just now');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Unknown address');

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out.')).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    expect(requestsOf(fetchMock).filter(({ call }) => call === 'POST /api/me/sessions/sign-out-others')).toHaveLength(1);
  });
});
