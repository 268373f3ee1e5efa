import { screen } from '@testing-library/react';

import { openSignedIn, quietConsole, signedInApi } from '@/features/admin/testing/review-api';
import { admin } from '@/testing/admin-api';
import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

quietConsole();

describe('/admin sign-in gate', () => {
  it('shows the administrator sign-in form when the session answers 401, and the queue after signing in', async () => {
    let signedIn = false;
    const fetchMock = signedInApi({
      'GET /api/admin/session': () => (signedIn ? jsonResponse(200, admin) : apiError(401, 'unauthenticated', 'Sign in')),
      'POST /api/admin/session': () => {
        signedIn = true;
        return jsonResponse(200, admin);
      },
    });
    const { user } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), admin.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
    expect(screen.getByText(admin.email)).toBeVisible();
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/admin/session')?.body).toEqual({
      email: admin.email,
      password: 'correct horse',
    });
  });

  it.each([
    [401, () => apiError(401, 'invalid_credentials', 'Invalid credentials'), '❌ Incorrect email or password.'],
    [429, () => apiError(429, 'rate_limited', 'Too many attempts. Try again in 10 minutes.'), '❌ Too many attempts. Try again in 10 minutes.'],
  ])('explains a %i sign-in answer', async (_status, answer, message) => {
    mockApi({ 'GET /api/admin/session': () => apiError(401, 'unauthenticated', 'Sign in'), 'POST /api/admin/session': answer });
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    await user.type(screen.getByLabelText('Email'), admin.email);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('signs out with DELETE and returns to the sign-in form', async () => {
    const fetchMock = signedInApi({ 'DELETE /api/admin/session': () => new Response(null, { status: 204 }) });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    expect(requestsOf(fetchMock).map((request) => request.call)).toContain('DELETE /api/admin/session');
  });

  it('returns to the sign-in form when a list call says the session has ended', async () => {
    signedInApi({ 'GET /api/admin/profiles': () => apiError(401, 'unauthenticated', 'Sign in') });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  });
});
