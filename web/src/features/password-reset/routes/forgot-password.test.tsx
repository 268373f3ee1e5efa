import { screen, waitFor } from '@testing-library/react';

import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse, networkFailure } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const email = 'priya@kiranalabs.in';
const sent = 'If that address belongs to a member, a link to reset the password is on its way. It works once, for 30 minutes.';

async function open(path = '/forgot-password') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
  return app;
}

describe('/forgot-password', () => {
  it('is linked from /founder-login', async () => {
    const { user, router } = renderApp('/founder-login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('is linked from /password-verify, with the pending email filled in, and sends the link', async () => {
    window.sessionStorage.setItem('pending_email', email);
    const fetchMock = mockApi({ 'POST /api/auth/password-reset': () => jsonResponse(202, { status: 'sent' }) });
    const { user } = renderApp('/password-verify');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue(email);

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(sent)).toBeVisible();
    expect(requestsOf(fetchMock)).toEqual([expect.objectContaining({ call: 'POST /api/auth/password-reset', body: { email } })]);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).not.toBeInTheDocument();
  });

  it('does not call the server without a valid email, and goes back to sign-in', async () => {
    const fetchMock = mockApi({});
    const { user, router } = await open();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter your email address.')).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'priya@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/founder-login'));
  });

  it.each([
    ['429 with how long to wait', () => apiError(429, 'rate_limited', 'Too many requests. Try again in 9 minutes.'), '❌ Too many requests. Try again in 9 minutes.'],
    [
      'a 400 on the address',
      () => apiError(400, 'validation_failed', 'Some fields need attention.', { email: 'Please enter a valid email address.' }),
      '❌ Please enter a valid email address.',
    ],
    ['500', () => apiError(500, 'internal', 'Internal error'), '❌ Could not send the link. Please try again.'],
    ['a network failure', networkFailure, '❌ Could not send the link. Please try again.'],
  ])('shows the failure on %s and keeps the form', async (_case, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'POST /api/auth/password-reset': answer });
    const { user } = await open();
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText(sent)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });
});
