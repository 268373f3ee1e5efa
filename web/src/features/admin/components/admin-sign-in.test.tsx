import { screen } from '@testing-library/react';

import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const admin = { email: 'admin@sangam.in' };
const challenge = 'c'.repeat(43);
const enrolment = {
  next: 'enrol-two-factor',
  challenge,
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Sangam%20admin:admin%40sangam.in?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Sangam%20admin',
};

// The administrator's API up to the queue: the session appears once the code step answers 200.
function adminApi(passwordAnswer: () => Response, codeAnswer: (body: { challenge: string; code: string }) => Response) {
  let signedIn = false;
  return mockApi({
    'GET /api/admin/session': () => (signedIn ? jsonResponse(200, admin) : apiError(401, 'unauthenticated', 'Sign in')),
    'POST /api/admin/session': passwordAnswer,
    'POST /api/admin/session/two-factor': ({ body }) => {
      const answer = codeAnswer(body as { challenge: string; code: string });
      if (answer.status === 200) signedIn = true;
      return answer;
    },
    'GET /api/admin/profiles': () => jsonResponse(200, { items: [], page: 1, pageSize: 50, total: 0, counts: { pending: 0, approved: 0, rejected: 0, total: 0 } }),
    'GET /api/admin/pitches': () => jsonResponse(200, { items: [], page: 1, pageSize: 50, total: 0, counts: { pending: 0, approved: 0, rejected: 0, total: 0 } }),
    'GET /api/admin/applications': () => jsonResponse(200, { items: [], page: 1, pageSize: 50, total: 0, counts: { pending: 0, approved: 0, rejected: 0, total: 0 } }),
    'GET /api/admin/audit': () => jsonResponse(200, { items: [], page: 1, pageSize: 50, total: 0 }),
    'GET /api/admin/reports': () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20, counts: { open: 0, dismissed: 0, actioned: 0 } }),
  });
}

async function enterPassword() {
  const app = renderApp('/admin');
  await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' });
  await app.user.type(screen.getByLabelText('Email'), admin.email);
  await app.user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return app;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('administrator two-factor sign-in', () => {
  it('asks for the 6-digit code after the password, explains a wrong one and signs in with the keyboard', async () => {
    const fetchMock = adminApi(
      () => jsonResponse(200, { next: 'two-factor', challenge }),
      ({ code }) => (code === '123456' ? jsonResponse(200, admin) : apiError(401, 'wrong_code', 'That code is not right.')),
    );
    const { user } = await enterPassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-Factor Sign-In' })).toBeVisible();
    const code = screen.getByLabelText('Code or recovery code');
    expect(code).toHaveAccessibleDescription('Enter the code your authenticator app shows, or one of your recovery codes.');
    expect(code).toHaveFocus();
    expect(screen.queryByTestId('admin-two-factor-secret')).toBeNull();

    await user.type(code, '000000{Enter}');
    expect(await screen.findByText('❌ That code is not right. Check your authenticator app and try again.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Two-Factor Sign-In' })).toBeVisible();

    await user.type(code, '123 456{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
    expect(requestsOf(fetchMock).filter(({ call }) => call === 'POST /api/admin/session/two-factor').map(({ body }) => body)).toEqual([
      { challenge, code: '000000' },
      { challenge, code: '123456' },
    ]);
  });

  it('signs in with a recovery code', async () => {
    const fetchMock = adminApi(
      () => jsonResponse(200, { next: 'two-factor', challenge }),
      ({ code }) => (code === 'abcdefgh' ? jsonResponse(200, admin) : apiError(401, 'wrong_code', 'That code is not right.')),
    );
    const { user } = await enterPassword();
    await user.type(await screen.findByLabelText('Code or recovery code'), 'abcd-efgh{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
    expect(requestsOf(fetchMock).find(({ call }) => call === 'POST /api/admin/session/two-factor')?.body).toEqual({ challenge, code: 'abcdefgh' });
  });

  it('enrols with the QR code or the typed key, shows the recovery codes once, then signs in', async () => {
    const recoveryCodes = Array.from('23456789xy', (c) => `abc${c}-defg`);
    const fetchMock = adminApi(
      () => jsonResponse(200, enrolment),
      ({ code }) => (code === '654321' ? jsonResponse(200, { ...admin, recoveryCodes }) : apiError(401, 'wrong_code', 'That code is not right.')),
    );
    const { user } = await enterPassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Set Up Two-Factor Sign-In' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-two-factor-secret')).toHaveTextContent(enrolment.secret);

    await user.type(screen.getByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(await screen.findByText('❌ That code is not right. Check your authenticator app and try again.')).toBeVisible();

    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(Array.from(list.querySelectorAll('li'), (item) => item.textContent)).toEqual(recoveryCodes);
    // /admin waits until the administrator says the codes are saved.
    expect(screen.queryByRole('heading', { level: 1, name: 'Review Queue' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(requestsOf(fetchMock).filter(({ call }) => call === 'POST /api/admin/session/two-factor').at(-1)?.body).toEqual({ challenge, code: '654321' });
  });

  it('goes back to the password when the challenge has expired, and shows a 429', async () => {
    let answer = () => apiError(429, 'rate_limited', 'Too many failed attempts. Please wait 60 seconds and try again.');
    adminApi(
      () => jsonResponse(200, { next: 'two-factor', challenge }),
      () => answer(),
    );
    const { user } = await enterPassword();
    await user.type(await screen.findByLabelText('Code or recovery code'), '123456{Enter}');
    expect(await screen.findByText('❌ Too many failed attempts. Please wait 60 seconds and try again.')).toBeVisible();

    answer = () => apiError(401, 'challenge_expired', 'Your sign-in has expired.');
    await user.type(screen.getByLabelText('Code or recovery code'), '123456{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    expect(screen.getByText('❌ Your sign-in has expired. Please enter your password again.')).toBeVisible();
  });

  it('returns to the password form with Back', async () => {
    adminApi(
      () => jsonResponse(200, enrolment),
      () => jsonResponse(200, admin),
    );
    const { user } = await enterPassword();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  });
});
