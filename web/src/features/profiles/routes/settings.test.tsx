import { screen, waitFor } from '@testing-library/react';

import { memberApi, settingsOf } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

type SettingsBody = ReturnType<typeof settingsOf>;

/** PATCH answered as the server does: the change merged into the stored settings. */
function patched(stored: SettingsBody, change: Partial<Record<keyof SettingsBody, object>>): SettingsBody {
  return {
    ...stored,
    notifications: { ...stored.notifications, ...change.notifications },
    privacy: { ...stored.privacy, ...change.privacy },
    preferences: { ...stored.preferences, ...change.preferences },
    account: { ...stored.account, ...change.account },
  };
}

describe('/settings', () => {
  afterEach(() => {
    document.documentElement.dataset.theme = 'dark';
    window.localStorage.clear();
  });

  it('a switch saves at once and shows its new state', async () => {
    let stored = settingsOf();
    const fetchMock = memberApi({
      'PATCH /api/me/settings': ({ body }) => {
        stored = patched(stored, body as object);
        return jsonResponse(200, stored);
      },
    });
    const { user } = renderApp('/settings');
    const profileViews = await screen.findByRole('switch', { name: 'Profile views' });
    expect(profileViews).toHaveAttribute('aria-checked', 'true');
    await user.click(profileViews);
    expect(profileViews).toHaveAttribute('aria-checked', 'false');
    await waitFor(() =>
      expect(requestsOf(fetchMock).find(({ call }) => call === 'PATCH /api/me/settings')?.body).toEqual({ notifications: { profileViews: false } }),
    );
  });

  it('a refused change is undone with a notice', async () => {
    memberApi({ 'PATCH /api/me/settings': () => apiError(500, 'internal', 'Something went wrong on our side. Please try again.') });
    const { user } = renderApp('/settings');
    const allowMessages = await screen.findByRole('switch', { name: 'Allow messages' });
    await user.click(allowMessages);
    expect(await screen.findByText('That change could not be saved, so it was undone. Please try again.')).toBeVisible();
    expect(allowMessages).toHaveAttribute('aria-checked', 'true');
  });

  it('the theme and the language apply at once', async () => {
    let stored = settingsOf();
    memberApi({
      'PATCH /api/me/settings': ({ body }) => {
        stored = patched(stored, body as object);
        return jsonResponse(200, stored);
      },
    });
    const { user } = renderApp('/settings');
    await user.selectOptions(await screen.findByLabelText('Theme'), 'light');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    await user.selectOptions(screen.getByLabelText('Language'), 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
    await user.selectOptions(screen.getByLabelText('Sprache'), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  it('a bad phone number shows the server message and is not kept', async () => {
    memberApi({
      'PATCH /api/me/settings': () =>
        apiError(400, 'validation_failed', 'Check the fields.', { 'account.phone': 'Enter a valid phone number, e.g. +91 98765 43210' }),
    });
    const { user } = renderApp('/settings');
    await user.type(await screen.findByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save phone' }));
    expect(await screen.findByText('Enter a valid phone number, e.g. +91 98765 43210')).toBeVisible();
  });

  it('a new e-mail address waits for its link, and takes the password', async () => {
    const fetchMock = memberApi({ 'POST /api/me/email-change': ({ body }) => jsonResponse(202, { pendingEmail: (body as { email: string }).email }) });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    await user.type(screen.getByLabelText('New email address'), 'priya@kirana.ai');
    const send = screen.getByRole('button', { name: 'Send confirmation link' });
    expect(send).toBeDisabled(); // not without the password
    expect(screen.queryByLabelText(/authenticator app/)).toBeNull(); // two-factor is off
    await user.type(screen.getByLabelText('Current password'), 'masala-dosa-2025');
    await user.click(send);
    expect(await screen.findByText(/Check priya@kirana\.ai for a confirmation link/)).toBeVisible();
    expect(requestsOf(fetchMock).find(({ call }) => call === 'POST /api/me/email-change')?.body).toEqual({
      email: 'priya@kirana.ai',
      password: 'masala-dosa-2025',
    });
    expect(screen.getByText('Grievance Officer, Sangam,', { exact: false })).toBeVisible();
  });

  it('with two-factor on, an e-mail change asks for a code too and shows what was wrong', async () => {
    const stored = settingsOf();
    const fetchMock = memberApi({
      'GET /api/me/settings': () => jsonResponse(200, { ...stored, account: { ...stored.account, twoFactorAuth: true } }),
      'POST /api/me/email-change': ({ body }) =>
        (body as { code?: string }).code === '123456'
          ? jsonResponse(202, { pendingEmail: 'priya@kirana.ai' })
          : apiError(401, 'wrong_code', 'That code is not right. Check your authenticator app and try again.'),
    });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    await user.type(screen.getByLabelText('New email address'), 'priya@kirana.ai');
    await user.type(screen.getByLabelText('Current password'), 'masala-dosa-2025');
    const code = screen.getByLabelText('Code from your authenticator app, or a recovery code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(/Check priya@kirana\.ai for a confirmation link/)).toBeVisible();
    expect(requestsOf(fetchMock).filter(({ call }) => call === 'POST /api/me/email-change').at(-1)?.body).toEqual({
      email: 'priya@kirana.ai',
      password: 'masala-dosa-2025',
      code: '123456',
    });
  });

  it('a wrong password is said under the form', async () => {
    memberApi({ 'POST /api/me/email-change': () => apiError(401, 'wrong_password', 'Incorrect password. Please try again.') });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    await user.type(screen.getByLabelText('New email address'), 'priya@kirana.ai');
    await user.type(screen.getByLabelText('Current password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password. Please try again.');
    expect(screen.queryByText(/for a confirmation link/)).toBeNull();
  });

  it('shows each feature’s part in its place: own panels before Account, two-factor and sessions under it, export and delete in the Danger Zone', async () => {
    memberApi({ 'GET /api/me/invitations': () => jsonResponse(200, { left: 3, perMonth: 3, invitations: [] }) });
    renderApp('/settings');
    await screen.findByRole('region', { name: 'Account' });
    const panels = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const at = (title: string) => panels.findIndex((text) => text?.includes(title));
    for (const own of ['Mentor or investor', 'Invite someone', 'Pause membership']) {
      expect(at(own), own).toBeGreaterThan(at('Preferences'));
      expect(at(own), own).toBeLessThan(at('Account'));
    }
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toContainElement(await screen.findByText('Two-factor authentication'));
    expect(account).toContainElement(await screen.findByText('Your referral code'));
    const danger = screen.getByRole('region', { name: 'Danger Zone' });
    expect(danger).toContainElement(screen.getByRole('button', { name: 'Delete' }));
  });

  it('asks for a code at deletion once the server says two-factor sign-in is on', async () => {
    memberApi({ 'POST /api/me/erase': () => apiError(401, 'wrong_code', 'That code is not right. Check your authenticator app and try again.') });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.queryByLabelText('Code from your authenticator app, or a recovery code')).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
    expect(screen.getByLabelText('Code from your authenticator app, or a recovery code')).toBeVisible();
  });
});
