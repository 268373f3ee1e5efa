import { fireEvent, screen, waitFor } from '@testing-library/react';

import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp, type RenderedApp } from '@/testing/render-app';
import { advance, settleUntil } from '@/testing/timers';

const email = 'priya@kiranalabs.in';
const withToken = `/password-setup?${new URLSearchParams({ email, token: 'tok-123' }).toString()}`;

async function open(path: string) {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Set Your Password' });
  return app;
}

async function fill({ user }: RenderedApp, password: string, confirmation: string) {
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/password-setup', () => {
  it("without an email says 'Invalid access. Please login first.' and links Back to Login", async () => {
    const { user, router } = await open('/password-setup');
    expect(screen.getByText('Invalid access. Please login first.')).toBeVisible();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/founder-login'));
  });

  it('without a token explains the e-mailed link and sends a fresh one on request', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/setup-link': () => jsonResponse(202, { status: 'sent' }) });
    const { user } = await open(`/password-setup?email=${encodeURIComponent(email)}`);
    expect(screen.getByText(/secure link that we e-mail/)).toBeVisible();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Email me a fresh link' }));
    expect(await screen.findByText(/a fresh link is on its way/)).toBeVisible();
    expect(requestsOf(fetchMock)[0]).toMatchObject({ call: 'POST /api/auth/setup-link', body: { email } });
  });

  it('has password and confirm fields with the 6-character hint', async () => {
    await open(withToken);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters.');
    expect(screen.getByText(email)).toBeVisible();
  });

  it.each([
    ['different passwords', 'secret1', 'secret2', "❌ Passwords don't match."],
    ['a short password', 'abc12', 'abc12', '❌ Password must be at least 6 characters.'],
  ])('refuses %s without calling the server', async (_case, password, confirmation, message) => {
    const fetchMock = mockApi({});
    const app = await open(withToken);
    await fill(app, password, confirmation);
    await app.user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password, stores founder_email and founder_id, and opens /onboarding after exactly 1.5 s', async () => {
    window.sessionStorage.setItem('user_role', 'Investor');
    const fetchMock = mockApi({ 'POST /api/auth/password-setup': () => jsonResponse(200, { email, profileId: 'p-7' }) });
    const app = await open(withToken);
    await fill(app, 'chai-and-code', 'chai-and-code');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await settleUntil(() => screen.queryByText('✅ Password set successfully! Redirecting...') !== null);
    expect(requestsOf(fetchMock)[0]).toMatchObject({
      call: 'POST /api/auth/password-setup',
      body: { email, token: 'tok-123', password: 'chai-and-code' },
    });
    expect(window.sessionStorage.getItem('founder_email')).toBe(email);
    expect(window.sessionStorage.getItem('founder_id')).toBe('p-7');
    expect(window.sessionStorage.getItem('user_role')).toBeNull();

    await advance(1499);
    expect(app.router.state.location.pathname).toBe('/password-setup');
    expect(app.router.state.navigation.location).toBeUndefined();
    await advance(1);
    expect(app.router.state.navigation.location?.pathname ?? app.router.state.location.pathname).toBe('/onboarding');

    vi.useRealTimers();
    // founder_email is stored and no role yet, so /onboarding shows the role picker.
    expect(await screen.findByRole('heading', { level: 1, name: 'How will you use Sangam?' })).toBeVisible();
  });

  it("shows the server's message for a used or expired link and offers a fresh one", async () => {
    const fetchMock = mockApi({
      'POST /api/auth/password-setup': () => apiError(403, 'invalid_token', 'This link has expired or was already used.'),
      'POST /api/auth/setup-link': () => jsonResponse(202, { status: 'sent' }),
    });
    const app = await open(withToken);
    await fill(app, 'chai-and-code', 'chai-and-code');
    await app.user.click(screen.getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByText('❌ This link has expired or was already used.')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Email me a fresh link' }));
    await waitFor(() => expect(requestsOf(fetchMock).map((request) => request.call)).toContain('POST /api/auth/setup-link'));
    expect(window.sessionStorage.getItem('founder_email')).toBeNull();
  });

  it("shows the server's message for a refused password, such as a common one", async () => {
    const tooCommon = 'This password is too common. Please choose another.';
    mockApi({
      'POST /api/auth/password-setup': () => apiError(400, 'validation_failed', 'Some fields need attention.', { password: tooCommon }),
    });
    const app = await open(withToken);
    await fill(app, '123456', '123456');
    await app.user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(`❌ ${tooCommon}`)).toBeVisible();
    expect(window.sessionStorage.getItem('founder_email')).toBeNull();
  });

  it("shows '❌ Error setting up password. Please try again.' on other failures", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'POST /api/auth/password-setup': () => apiError(500, 'internal', 'Internal error') });
    const app = await open(withToken);
    await fill(app, 'chai-and-code', 'chai-and-code');
    await app.user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('❌ Error setting up password. Please try again.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Email me a fresh link' })).not.toBeInTheDocument();
  });
});
