import { screen, waitFor } from '@testing-library/react';

import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const email = 'priya@kiranalabs.in';

async function open() {
  window.sessionStorage.setItem('pending_email', email);
  const app = renderApp('/password-verify');
  await screen.findByRole('heading', { level: 1, name: 'Enter Password' });
  return app;
}

describe('/password-verify', () => {
  it('redirects to /founder-login without a pending email', async () => {
    const { router } = renderApp('/password-verify');
    expect(await screen.findByRole('heading', { level: 1, name: 'Founder Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/founder-login');
  });

  it('shows the pending email read-only', async () => {
    await open();
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it.each([
    [true, '/founder'],
    [false, '/profile-picture-setup'],
  ])('signs in (hasPhoto %s → %s), storing founder_email and founder_id and removing pending_email', async (hasPhoto, next) => {
    const fetchMock = mockApi({ 'POST /api/auth/login': () => jsonResponse(200, { email, profileId: 'p-42', hasPhoto }) });
    const { user, router } = await open();
    await user.type(screen.getByLabelText('Password'), 'chai-and-code');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(next));
    expect(requestsOf(fetchMock)[0]).toMatchObject({ call: 'POST /api/auth/login', body: { email, password: 'chai-and-code' } });
    expect(window.sessionStorage.getItem('founder_email')).toBe(email);
    expect(window.sessionStorage.getItem('founder_id')).toBe('p-42');
    expect(window.sessionStorage.getItem('pending_email')).toBeNull();
  });

  it.each([
    ['a wrong password', () => apiError(401, 'wrong_password', 'Wrong password'), '❌ Incorrect password. Please try again.'],
    ['too many attempts', () => apiError(429, 'rate_limited', 'Too many attempts. Try again in 5 minutes.'), '❌ Too many attempts. Try again in 5 minutes.'],
    ['a server error', () => apiError(500, 'internal', 'Internal error'), '❌ Error verifying password. Please try again.'],
  ])('shows the right message for %s and stays', async (_case, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'POST /api/auth/login': answer });
    const { user, router } = await open();
    await user.type(screen.getByLabelText('Password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(router.state.location.pathname).toBe('/password-verify');
    expect(window.sessionStorage.getItem('pending_email')).toBe(email);
    expect(window.sessionStorage.getItem('founder_email')).toBeNull();
  });

  it('Use Different Email clears pending_email and returns to /founder-login', async () => {
    const { user, router } = await open();
    await user.click(screen.getByRole('button', { name: 'Use Different Email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/founder-login'));
    expect(window.sessionStorage.getItem('pending_email')).toBeNull();
  });

  it('with two-factor on, asks for a code after the password and signs in with it', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': () => jsonResponse(200, { next: 'two-factor', challenge: 'c'.repeat(43), email }),
      'POST /api/auth/two-factor': ({ body }) =>
        (body as { code?: string }).code === '123456' ? jsonResponse(200, { email, profileId: 'p-42', hasPhoto: true }) : apiError(401, 'wrong_code', 'Wrong code'),
    });
    const { user, router } = await open();
    await user.type(screen.getByLabelText('Password'), 'chai-and-code');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const code = await screen.findByLabelText('Authentication code');
    expect(window.sessionStorage.getItem('founder_email')).toBeNull();

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('❌ That code is not right. Please try again.')).toBeVisible();

    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/founder'));
    expect(requestsOf(fetchMock).filter(({ call }) => call !== 'GET /api/me').at(-1)).toMatchObject({ call: 'POST /api/auth/two-factor', body: { challenge: 'c'.repeat(43), code: '123456' } });
    expect(window.sessionStorage.getItem('founder_id')).toBe('p-42');
  });

  it('offers a recovery code instead, and sends it as one', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': () => jsonResponse(200, { next: 'two-factor', challenge: 'c'.repeat(43), email }),
      'POST /api/auth/two-factor': () => jsonResponse(200, { email, profileId: 'p-42', hasPhoto: false }),
    });
    const { user, router } = await open();
    await user.type(screen.getByLabelText('Password'), 'chai-and-code');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-picture-setup'));
    expect(requestsOf(fetchMock).at(-1)?.body).toEqual({ challenge: 'c'.repeat(43), recoveryCode: 'abcd-efgh' });
  });
});
