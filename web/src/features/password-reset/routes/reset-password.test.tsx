import { screen, waitFor } from '@testing-library/react';

import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse, networkFailure } from '@/testing/mock-fetch';
import { renderApp, type RenderedApp } from '@/testing/render-app';

const token = 'b'.repeat(64);
const link = `/reset-password?token=${token}`;
const invalidLink = 'This reset link is invalid, used or expired. Ask for a new one below.';
const changed = '✅ Your password was changed. Sign in with the new one.';

const linkWorks = (twoFactor: boolean) => () => jsonResponse(200, { twoFactor });

async function open(path = link) {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
  return app;
}

async function fill({ user }: RenderedApp, password: string, confirmation: string) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
}

const submit = ({ user }: RenderedApp) => user.click(screen.getByRole('button', { name: 'Change Password' }));

function expectNewLinkOffered() {
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a New Link' })).toHaveAttribute('href', '/forgot-password');
}

describe('/reset-password', () => {
  it('checks the link, changes the password and opens /founder-login with the notice', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/password-reset': linkWorks(false),
      'POST /api/auth/password-reset/confirm': () => jsonResponse(200, { status: 'reset' }),
    });
    const app = await open();
    expect(screen.getByText('Checking your link...')).toBeVisible();
    await fill(app, 'filter-coffee', 'filter-coffee');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 6 characters.');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await submit(app);

    expect(await screen.findByRole('heading', { level: 1, name: 'Founder Login' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/founder-login');
    expect(screen.getByText(changed)).toBeVisible();
    expect(requestsOf(fetchMock).map(({ call, body }) => ({ call, body }))).toEqual([
      { call: `GET /api/auth/password-reset?token=${token}`, body: undefined },
      { call: 'POST /api/auth/password-reset/confirm', body: { token, password: 'filter-coffee' } },
    ]);
  });

  it('asks for a code when two-factor is on, and sends it with the new password', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/password-reset': linkWorks(true),
      'POST /api/auth/password-reset/confirm': () => jsonResponse(200, { status: 'reset' }),
    });
    const app = await open();
    await fill(app, 'filter-coffee', 'filter-coffee');
    await submit(app);
    expect(await screen.findByText('❌ Enter the code from your authenticator app, or a recovery code.')).toBeVisible();
    expect(requestsOf(fetchMock)).toHaveLength(1);

    await app.user.type(screen.getByLabelText('Authentication code'), ' 123 456 ');
    await submit(app);
    expect(await screen.findByText(changed)).toBeVisible();
    expect(requestsOf(fetchMock)[1]).toMatchObject({ body: { token, password: 'filter-coffee', code: '123456' } });
  });

  it("shows the server's message for a wrong code and empties the code field", async () => {
    const wrong = 'That code is not right. Check your authenticator app and try again.';
    mockApi({
      'GET /api/auth/password-reset': linkWorks(true),
      'POST /api/auth/password-reset/confirm': () => apiError(401, 'wrong_code', wrong),
    });
    const app = await open();
    await fill(app, 'filter-coffee', 'filter-coffee');
    await app.user.type(screen.getByLabelText('Authentication code'), '000000');
    await submit(app);
    expect(await screen.findByText(`❌ ${wrong}`)).toBeVisible();
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('filter-coffee');
    expect(app.router.state.location.pathname).toBe('/reset-password');
  });

  it.each([
    ['different passwords', 'filter-coffee', 'filter-kaapi', "❌ Passwords don't match."],
    ['a short password', 'abc12', 'abc12', '❌ Password must be at least 6 characters.'],
  ])('refuses %s without calling the server', async (_case, password, confirmation, message) => {
    const fetchMock = mockApi({ 'GET /api/auth/password-reset': linkWorks(false) });
    const app = await open();
    await fill(app, password, confirmation);
    await submit(app);
    expect(await screen.findByText(message)).toBeVisible();
    expect(requestsOf(fetchMock).map((request) => request.call)).toEqual([`GET /api/auth/password-reset?token=${token}`]);
  });

  it("shows the server's message for a link that no longer works, and offers a new one", async () => {
    mockApi({ 'GET /api/auth/password-reset': () => apiError(403, 'invalid_link', invalidLink) });
    const { user, router } = await open();
    expect(await screen.findByText(`❌ ${invalidLink}`)).toBeVisible();
    expectNewLinkOffered();
    await user.click(screen.getByRole('link', { name: 'Ask for a New Link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('says the link does not work without a token, and asks the server nothing', async () => {
    const fetchMock = mockApi({});
    await open('/reset-password');
    expect(screen.getByText(`❌ ${invalidLink}`)).toBeVisible();
    expectNewLinkOffered();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a new link when the link was used up before the form was sent', async () => {
    const usedUp = 'This reset link is invalid, used or expired (server).';
    mockApi({
      'GET /api/auth/password-reset': linkWorks(false),
      'POST /api/auth/password-reset/confirm': () => apiError(403, 'invalid_link', usedUp),
    });
    const app = await open();
    await fill(app, 'filter-coffee', 'filter-coffee');
    await submit(app);
    expect(await screen.findByText(`❌ ${usedUp}`)).toBeVisible();
    expectNewLinkOffered();
  });

  it.each([
    [
      'a refused password',
      () => apiError(400, 'validation_failed', 'Some fields need attention.', { password: 'This password is too common. Please choose another.' }),
      '❌ This password is too common. Please choose another.',
    ],
    ['429 with how long to wait', () => apiError(429, 'rate_limited', 'Too many tries. Try again in 5 minutes.'), '❌ Too many tries. Try again in 5 minutes.'],
    ['500', () => apiError(500, 'internal', 'Internal error'), '❌ Could not change the password. Please try again.'],
    ['a network failure', networkFailure, '❌ Could not change the password. Please try again.'],
  ])('shows the failure on %s and stays', async (_case, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'GET /api/auth/password-reset': linkWorks(false), 'POST /api/auth/password-reset/confirm': answer });
    const app = await open();
    await fill(app, 'filter-coffee', 'filter-coffee');
    await submit(app);
    expect(await screen.findByText(message)).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it('offers to check again when the check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    mockApi({ 'GET /api/auth/password-reset': () => (++calls === 1 ? networkFailure() : jsonResponse(200, { twoFactor: false })) });
    const { user } = await open();
    expect(await screen.findByText('❌ Could not check the link. Please try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toBeVisible());
  });
});
