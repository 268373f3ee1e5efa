import { screen, waitFor } from '@testing-library/react';

import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse, networkFailure } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const token = 'a'.repeat(64);
const link = `/apply/confirm?token=${token}`;
const title = 'Confirm changes to your application';
const expired = '❌ This link has expired or was already used.';

const change = {
  proposed: {
    firstName: 'Priya',
    lastName: 'Nair',
    email: 'priya@kirana.ai',
    linkedinUrl: null,
    company: 'Kirana AI',
    role: 'CEO',
    industry: 'Fintech',
    bio: 'Credit for kirana stores.',
    interests: ['Technology', 'Fundraising'],
    goals: ['Raise Funding'],
    plan: 'pro',
  },
  expiresAt: '2030-01-01T00:00:00.000Z',
};

async function open(path = link) {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return app;
}

describe('/apply/confirm', () => {
  it('shows what would change and applies it with Confirm changes, from the keyboard', async () => {
    const fetchMock = mockApi({
      'GET /api/applications/change': () => jsonResponse(200, change),
      'POST /api/applications/change': () => jsonResponse(200, { status: 'pending' }),
    });
    const { user } = await open();
    const details = await screen.findByRole('region', { name: 'The new details' });
    expect(details).toHaveTextContent('Priya Nair');
    expect(details).toHaveTextContent('Technology, Fundraising');
    expect(details).toHaveTextContent('Elite');
    expect(screen.getByText(/Nothing has been changed yet/)).toBeVisible();
    expect(requestsOf(fetchMock).map((request) => request.call)).toEqual([`GET /api/applications/change?token=${token}`]);

    const confirm = screen.getByRole('button', { name: 'Confirm changes' });
    await user.tab();
    while (document.activeElement !== confirm) await user.tab();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(/✅ Your application has been updated/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(requestsOf(fetchMock)[1]).toMatchObject({ call: 'POST /api/applications/change', body: { token } });
  });

  it('says the link has expired or was already used when the server no longer knows it', async () => {
    mockApi({ 'GET /api/applications/change': () => apiError(403, 'invalid_token', 'This link has expired or was already used.') });
    await open();
    expect(await screen.findByText(expired)).toBeVisible();
    expect(screen.getByText(/Nothing was changed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm changes' })).not.toBeInTheDocument();
  });

  it('says so when the link is used up between opening and confirming', async () => {
    mockApi({
      'GET /api/applications/change': () => jsonResponse(200, change),
      'POST /api/applications/change': () => apiError(403, 'invalid_token', 'This link has expired or was already used.'),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Confirm changes' }));
    expect(await screen.findByText(expired)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm changes' })).not.toBeInTheDocument();
  });

  it('leaves an application approved meanwhile alone and points to sign-in', async () => {
    mockApi({
      'GET /api/applications/change': () => jsonResponse(200, change),
      'POST /api/applications/change': () => apiError(409, 'already_approved', 'Already approved.'),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Confirm changes' }));
    expect(await screen.findByText('❌ Your application has already been approved, so it was not changed.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Founder Login' })).toHaveAttribute('href', '/founder-login');
  });

  it('without a token says the link does not work, and asks the server nothing', async () => {
    const fetchMock = mockApi({});
    await open('/apply/confirm');
    expect(screen.getByText(expired)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the server cannot be reached', async () => {
    let calls = 0;
    mockApi({
      'GET /api/applications/change': () => {
        calls += 1;
        return calls === 1 ? networkFailure() : jsonResponse(200, change);
      },
    });
    const { user } = await open();
    expect(await screen.findByText('❌ Network error. Please check your connection and try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm changes' })).toBeVisible());
  });
});
