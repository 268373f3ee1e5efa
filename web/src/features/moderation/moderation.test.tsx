import { screen, waitFor, within } from '@testing-library/react';

import { memberApi } from '@/testing/member-api';
import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const email = 'priya@kiranalabs.in';

async function signInRefusedWith(response: () => Response) {
  window.sessionStorage.setItem('pending_email', email);
  mockApi({ 'POST /api/auth/login': response });
  const { user } = renderApp('/password-verify');
  await user.type(await screen.findByLabelText('Password', {}, { timeout: 10_000 }), 'masala-dosa-2025');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('moderation, as the member sees it', () => {
  it('a suspended member is told until when, and why, at sign-in', async () => {
    await signInRefusedWith(() =>
      apiError(403, 'account_suspended', 'Your account is suspended until 5 Dec 2026: Spam.', { until: '2026-12-05T00:00:00.000Z', reason: 'Spam.' }),
    );
    expect(await screen.findByText('❌ Your account is suspended until 5 Dec 2026: Spam.')).toBeVisible();
  });

  it('a banned member is told why, with no end date', async () => {
    await signInRefusedWith(() => apiError(403, 'account_banned', 'Your account is banned: Fraud.', { reason: 'Fraud.' }));
    expect(await screen.findByText('❌ Your account is banned: Fraud.')).toBeVisible();
  });

  it('a warning shows over the first screen until acknowledged, then never again', async () => {
    let warning: { id: string; reason: string; createdAt: string } | null = { id: 'w-1', reason: 'Please stop sending the same pitch to everyone.', createdAt: '2026-11-27T10:00:00Z' };
    const fetchMock = memberApi({
      'GET /api/me/warning': () => jsonResponse(200, { warning }),
      'POST /api/me/warning/w-1/acknowledgement': () => {
        warning = null;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/founder');
    const dialog = await screen.findByRole('dialog', { name: 'A warning from the moderators' }, { timeout: 10_000 });
    expect(within(dialog).getByText('Please stop sending the same pitch to everyone.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsOf(fetchMock).filter(({ call }) => call.includes('/warning'))).toEqual([
      expect.objectContaining({ call: 'GET /api/me/warning' }),
      expect.objectContaining({ call: 'POST /api/me/warning/w-1/acknowledgement' }),
    ]);
  });
});
