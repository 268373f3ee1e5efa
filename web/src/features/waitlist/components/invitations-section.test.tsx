import { screen, within } from '@testing-library/react';

import { memberApi } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const pending = { id: 'i-1', email: 'meher@out.test', note: null, status: 'pending', createdAt: '2026-11-02T05:00:00Z', expiresAt: '2026-11-16T05:00:00Z' };
const accepted = { ...pending, id: 'i-2', email: 'ira@out.test', status: 'accepted' };

async function openInvitations() {
  const app = renderApp('/settings');
  const section = await screen.findByRole('region', { name: 'Invite someone' }, { timeout: 15_000 });
  return { ...app, section };
}

describe('/settings: invite someone', () => {
  it('shows the invitations left and those sent, and withdraws a pending one', async () => {
    let items = [pending, accepted];
    const fetchMock = memberApi({
      'GET /api/me/invitations': () => jsonResponse(200, { limit: 3, sentThisMonth: 2, left: 1, items }),
      'POST /api/me/invitations/i-1/withdraw': () => {
        items = [{ ...pending, status: 'withdrawn' }, accepted];
        return jsonResponse(200, { status: 'withdrawn' });
      },
    });
    const { user, section } = await openInvitations();
    expect(await within(section).findByText('1 of 3 invitations left this month')).toBeVisible();
    const sent = within(section).getByRole('list', { name: 'Invitations you sent' });
    expect(within(sent).getByText('Accepted')).toBeVisible();
    expect(within(sent).getAllByRole('button', { name: 'Withdraw' })).toHaveLength(1);

    await user.click(within(sent).getByRole('button', { name: 'Withdraw' }));
    expect(await within(sent).findByText('Withdrawn')).toBeVisible();
    expect(requestsOf(fetchMock).filter(({ call }) => call === 'POST /api/me/invitations/i-1/withdraw')).toHaveLength(1);
    expect(within(sent).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  }, 30_000);

  it('invites by e-mail with a note, and says why the server refused', async () => {
    let answer = () => jsonResponse(201, { ...pending, note: 'See you at the meetup' });
    const fetchMock = memberApi({
      'GET /api/me/invitations': () => jsonResponse(200, { limit: 3, sentThisMonth: 0, left: 3, items: [] }),
      'POST /api/me/invitations': () => answer(),
    });
    const { user, section } = await openInvitations();
    const form = await within(section).findByRole('form', { name: 'Invite by e-mail' });
    await user.type(within(form).getByLabelText('Their e-mail address'), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Please enter a valid email address.')).toBeVisible();
    expect(requestsOf(fetchMock).filter(({ call }) => call === 'POST /api/me/invitations')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Their e-mail address'));
    await user.type(within(form).getByLabelText('Their e-mail address'), 'meher@out.test');
    await user.type(within(form).getByLabelText('A note for them (optional)'), 'See you at the meetup');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Invitation sent to meher@out.test.')).toBeVisible();
    const [sent] = requestsOf(fetchMock).filter(({ call }) => call === 'POST /api/me/invitations');
    expect(sent?.body).toEqual({ email: 'meher@out.test', note: 'See you at the meetup' });

    answer = () => apiError(409, 'invitation_limit', 'You have sent all 3 of this month’s invitations.');
    await user.type(within(form).getByLabelText('Their e-mail address'), 'ira@out.test');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText("You have sent all of this month's invitations. New ones come on the first of next month.")).toBeVisible();
  }, 60_000);
});
