import { screen, waitFor } from '@testing-library/react';

import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse, networkFailure } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

async function open() {
  const app = renderApp('/founder-login');
  await screen.findByRole('heading', { level: 1, name: 'Founder Login' });
  return app;
}

describe('/founder-login', () => {
  it('has a required email field of email type and links Apply to Join and Back to Home', async () => {
    await open();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByRole('link', { name: 'Apply to Join' })).toHaveAttribute('href', '/onboarding/step1');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('does not call the server without a valid email', async () => {
    const fetchMock = mockApi({});
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter your email address.')).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'priya@');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a first-time member to /password-setup with the email', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/email': () => jsonResponse(200, { next: 'password-setup' }) });
    const { user, router } = await open();
    await user.type(screen.getByLabelText('Email'), ' priya+ops@kiranalabs.in ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/password-setup'));
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('priya+ops@kiranalabs.in');
    expect(requestsOf(fetchMock)[0]).toMatchObject({ call: 'POST /api/auth/email', body: { email: 'priya+ops@kiranalabs.in' } });
    expect(window.sessionStorage.getItem('pending_email')).toBeNull();
  });

  it('stores pending_email and goes to /password-verify for a member with a password', async () => {
    mockApi({ 'POST /api/auth/email': () => jsonResponse(200, { next: 'password-verify' }) });
    const { user, router } = await open();
    await user.type(screen.getByLabelText('Email'), 'priya@kiranalabs.in');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/password-verify'));
    expect(window.sessionStorage.getItem('pending_email')).toBe('priya@kiranalabs.in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter Password' })).toBeVisible();
  });

  it.each([
    ['404', () => apiError(404, 'not_approved', 'Not approved'), '❌ Email not found or not approved yet.'],
    ['500', () => apiError(500, 'internal', 'Internal error'), '❌ Error logging in. Please try again.'],
    ['a network failure', networkFailure, '❌ Error logging in. Please try again.'],
  ])('shows the SPEC message on %s', async (_case, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'POST /api/auth/email': answer });
    const { user, router } = await open();
    await user.type(screen.getByLabelText('Email'), 'priya@kiranalabs.in');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(router.state.location.pathname).toBe('/founder-login');
  });
});
