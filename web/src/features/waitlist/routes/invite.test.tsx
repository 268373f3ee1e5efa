import { screen, waitFor } from '@testing-library/react';

import { apiError, mockApi } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const code = 'c'.repeat(64);
const invitation = { name: 'Meher Kapoor', email: 'meher@list.test', role: 'Founder', city: 'Jaipur', bio: 'Spices, online.', expiresAt: '2030-01-15T00:00:00.000Z' };

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/invite', () => {
  it('takes a pasted link, welcomes the person and starts the application prefilled with the code', async () => {
    mockApi({ 'GET /api/waitlist/invite': ({ url }) => (url.searchParams.get('code') === code ? jsonResponse(200, invitation) : apiError(404, 'invite_unknown', 'Not valid.')) });
    const { user, router } = renderApp('/invite');
    await screen.findByRole('heading', { level: 1, name: 'I have an invite' });
    await user.type(screen.getByRole('textbox', { name: 'Invitation link or code' }), 'not a code');
    await user.click(screen.getByRole('button', { name: 'Use this invitation' }));
    expect(await screen.findByText('❌ Paste the link or the code from your invitation e-mail.')).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'Invitation link or code' }));
    await user.type(screen.getByRole('textbox', { name: 'Invitation link or code' }), `https://sangam.example/invite?code=${code}`);
    await user.click(screen.getByRole('button', { name: 'Use this invitation' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Meher Kapoor' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start my application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/step1'));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Meher');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Kapoor');
    expect(window.sessionStorage.getItem('onboarding_invite')).toBe(code);
  });

  it('says clearly when the invitation was used or has expired', async () => {
    mockApi({ 'GET /api/waitlist/invite': () => apiError(410, 'invite_expired', 'Expired.') });
    renderApp(`/invite?code=${code}`);
    expect(await screen.findByText('❌ This invitation has expired, or a newer one was sent. Use the newest invitation e-mail.')).toBeVisible();
    expect(window.sessionStorage.getItem('onboarding_invite')).toBeNull();
  });

  it("names the member who invited, shows their note, and starts the application with the address", async () => {
    mockApi({ 'GET /api/waitlist/invite': () => jsonResponse(200, { name: '', email: 'ira@out.test', invitedBy: 'Asha Rao', note: 'Met you at the Kochi meetup', expiresAt: '2030-01-15T00:00:00.000Z' }) });
    const { user, router } = renderApp(`/invite?code=${code}`);
    expect(await screen.findByRole('heading', { name: 'Asha Rao invited you to Sangam' })).toBeVisible();
    expect(screen.getByText('Asha Rao wrote: “Met you at the Kochi meetup”')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start my application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/step1'));
    expect(await screen.findByRole('textbox', { name: /email/i })).toHaveValue('ira@out.test');
    expect(window.sessionStorage.getItem('onboarding_invite')).toBe(code);
  });

  it('says clearly when the member withdrew the invitation', async () => {
    mockApi({ 'GET /api/waitlist/invite': () => apiError(410, 'invite_withdrawn', 'Withdrawn.') });
    renderApp(`/invite?code=${code}`);
    expect(await screen.findByText('❌ This invitation was withdrawn by the member who sent it. You can still join the waitlist.')).toBeVisible();
  });
});
