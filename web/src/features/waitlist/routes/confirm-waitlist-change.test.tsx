import { screen } from '@testing-library/react';

import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const token = 'b'.repeat(64);
const change = {
  proposed: { name: 'Ananya R.', email: 'ananya@kiranlabs.in', role: 'Investor', city: 'Mysuru' },
  expiresAt: '2030-01-01T00:00:00.000Z',
};

async function open() {
  const app = renderApp(`/waitlist/confirm?token=${token}`);
  await screen.findByRole('heading', { level: 1, name: 'Confirm changes to your waitlist entry' });
  return app;
}

describe('/waitlist/confirm', () => {
  it('shows the new details and applies them once confirmed', async () => {
    const fetchMock = mockApi({
      'GET /api/waitlist/change': () => jsonResponse(200, change),
      'POST /api/waitlist/change': () => jsonResponse(200, { status: 'joined' }),
    });
    const { user } = await open();
    const details = await screen.findByRole('region', { name: 'The new details' });
    expect(details).toHaveTextContent('Mysuru');
    expect(details).toHaveTextContent('Investor');
    await user.click(screen.getByRole('button', { name: 'Confirm changes' }));
    expect(await screen.findByText("✅ Your waitlist entry has been updated. We'll be in touch soon.")).toBeVisible();
    expect(requestsOf(fetchMock)[1]).toMatchObject({ call: 'POST /api/waitlist/change', body: { token } });
  });

  it('says the link has expired or was already used', async () => {
    mockApi({ 'GET /api/waitlist/change': () => apiError(403, 'invalid_token', 'This link has expired or was already used.') });
    await open();
    expect(await screen.findByText('❌ This link has expired or was already used.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm changes' })).not.toBeInTheDocument();
  });
});
