import { screen } from '@testing-library/react';

import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const token = 'a'.repeat(64);
const sent = 'If that address belongs to an administrator, a link to reset the password is on its way. It works once, for 30 minutes.';

describe('an administrator’s password reset', () => {
  it('is linked from the admin sign-in and asks the administrators’ route for a link', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/session': () => apiError(401, 'unauthenticated', 'Sign in'),
      'POST /api/admin/password-reset': () => jsonResponse(202, { status: 'sent' }),
    });
    const { user, router } = renderApp('/admin');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/forgot-password');
    expect(screen.getByText('Administration')).toBeVisible();

    await user.type(screen.getByLabelText('Email'), 'root@sangam.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(sent)).toBeVisible();
    expect(requestsOf(fetchMock).filter(({ call }) => call.startsWith('POST'))).toEqual([
      expect.objectContaining({ call: 'POST /api/admin/password-reset', body: { email: 'root@sangam.in' } }),
    ]);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/admin');
  });

  it('holds an administrator’s password to 12 characters, takes a recovery code and returns to the admin sign-in', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/password-reset': () => jsonResponse(200, { twoFactor: true }),
      'POST /api/admin/password-reset/confirm': () => jsonResponse(200, { status: 'reset' }),
      'GET /api/admin/session': () => apiError(401, 'unauthenticated', 'Sign in'),
    });
    const { user, router } = renderApp(`/admin/reset-password?token=${token}`);
    const password = await screen.findByLabelText('New password');
    expect(password).toHaveAccessibleDescription('At least 12 characters.');
    await user.type(password, 'short-pass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'short-pass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('❌ Password must be at least 12 characters.')).toBeVisible();

    await user.clear(password);
    await user.type(password, 'monsoon-over-the-ghats');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'monsoon-over-the-ghats');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('❌ Enter the code from your authenticator app, or a recovery code.')).toBeVisible();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAccessibleDescription('The 6-digit code from your authenticator app, or one of your recovery codes.');
    await user.type(code, 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByText('✅ Your password was changed. Sign in with the new one.')).toBeVisible();
    expect(requestsOf(fetchMock).find(({ call }) => call.startsWith('POST'))).toMatchObject({
      call: 'POST /api/admin/password-reset/confirm',
      body: { token, password: 'monsoon-over-the-ghats', code: 'abcd-efgh' },
    });
  });

  it('offers an administrator’s new link when the link no longer works', async () => {
    mockApi({ 'GET /api/admin/password-reset': () => apiError(403, 'invalid_link', 'This reset link is invalid, used or expired. Ask for a new one below.') });
    renderApp(`/admin/reset-password?token=${token}`);
    expect(await screen.findByRole('link', { name: 'Ask for a New Link' })).toHaveAttribute('href', '/admin/forgot-password');
  });
});
