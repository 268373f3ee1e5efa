import { screen, waitFor, within } from '@testing-library/react';

import { memberApi } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const pending = {
  id: 'k-1',
  kind: 'Investor',
  facts: { firm: 'Malabar Pepper Ventures', typicalCheckSize: '₹2 Cr – ₹6 Cr', stages: ['Seed'], focusAreas: ['Fintech', 'SaaS'] },
  status: 'pending',
  reason: null,
  createdAt: '2026-03-02T05:00:00Z',
  decidedAt: null,
};

async function openKinds(path = '/settings') {
  const app = renderApp(path);
  const section = await screen.findByRole('region', { name: 'Mentor or investor' }, { timeout: 15_000 });
  return { ...app, section };
}

describe('/settings: mentor or investor', () => {
  it('asks to act as an investor with the facts the cards show, then shows it waiting', async () => {
    let requests: unknown[] = [];
    const fetchMock = memberApi({
      'GET /api/me/kinds': () => jsonResponse(200, { approvedKind: null, requests }),
      'POST /api/me/kinds': () => {
        requests = [pending];
        return jsonResponse(201, pending);
      },
    });
    const { user, section } = await openKinds();
    await user.click(await within(section).findByRole('button', { name: 'Ask to act as an investor' }));
    const form = within(section).getByRole('form', { name: 'Act as an investor' });
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(within(form).getAllByText('Please fill this in.')).toHaveLength(4);
    expect(requestsOf(fetchMock).filter(({ call }) => call === 'POST /api/me/kinds')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Firm or fund'), 'Malabar Pepper Ventures');
    await user.type(within(form).getByLabelText('Typical cheque size'), '₹2 Cr – ₹6 Cr');
    await user.click(within(form).getByRole('checkbox', { name: 'Seed' }));
    await user.type(within(form).getByLabelText('Sectors, separated by commas'), 'Fintech, SaaS, ');
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));

    expect(await within(section).findByText('✅ Asked. An administrator will answer by e-mail.')).toBeVisible();
    const [sent] = requestsOf(fetchMock).filter(({ call }) => call === 'POST /api/me/kinds');
    expect(sent?.body).toEqual({ kind: 'Investor', facts: { firm: 'Malabar Pepper Ventures', typicalCheckSize: '₹2 Cr – ₹6 Cr', stages: ['Seed'], focusAreas: ['Fintech', 'SaaS'] } });
    expect(await within(section).findByText('Waiting for an administrator')).toBeVisible();
    // One open request per kind: asking again is not offered, the other kind is.
    expect(within(section).queryByRole('button', { name: 'Ask to act as an investor' })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Ask to act as a mentor' })).toBeVisible();
    // Typing four fields takes a while on a busy machine.
  }, 60_000);

  it('says when a pending request was asked, and withdraws it', async () => {
    const fetchMock = memberApi({
      'GET /api/me/kinds': () => jsonResponse(200, { approvedKind: null, requests: [pending] }),
      'DELETE /api/me/kinds/k-1': () => jsonResponse(200, { approvedKind: null, requests: [{ ...pending, status: 'withdrawn', decidedAt: '2026-03-03T05:00:00Z' }] }),
    });
    const { user, section } = await openKinds();
    // The day asked, in the member's date format (DD/MM/YYYY unless they chose another), in India.
    expect(await within(section).findByText('Asked on 02/03/2026')).toBeVisible();
    await user.click(await within(section).findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(requestsOf(fetchMock).some(({ call }) => call === 'DELETE /api/me/kinds/k-1')).toBe(true));
  });

  it('shows a rejection with its reason, and the role picker’s link opens the form', async () => {
    memberApi({ 'GET /api/me/kinds': () => jsonResponse(200, { approvedKind: 'Mentor', requests: [{ ...pending, status: 'rejected', reason: 'We could not find the fund.' }] }) });
    const { section } = await openKinds('/settings?ask=Investor');
    expect(await within(section).findByText('Reason: We could not find the fund.')).toBeVisible();
    expect(within(section).getByText(/You are approved as a mentor/)).toBeVisible();
    expect(within(section).getByRole('form', { name: 'Act as an investor' })).toBeVisible();
  });

  it('shows the server’s answer by the field', async () => {
    memberApi({
      'POST /api/me/kinds': () => apiError(400, 'validation_failed', 'Some fields need attention.', { 'facts.experience': 'Your years of experience, 0 to 70.' }),
    });
    const { user, section } = await openKinds('/settings?ask=Mentor');
    const form = await within(section).findByRole('form', { name: 'Act as a mentor' });
    await user.type(within(form).getByLabelText('Areas of expertise, separated by commas'), 'Pricing');
    await user.type(within(form).getByLabelText('Years of experience'), '700');
    await user.type(within(form).getByLabelText('Availability'), 'Twice a month');
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(await within(form).findByText('Your years of experience, 0 to 70.')).toBeVisible();
    expect(within(form).getByRole('alert')).toHaveTextContent('Some fields need attention.');
  });
});
