import { screen, waitFor, within } from '@testing-library/react';

import { adminApi as sharedAdminApi } from '@/testing/admin-api';
import type { mockApi} from '@/testing/mock-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';


const request = (id: string, name: string, kind: string, facts: Record<string, unknown>, status = 'pending', reason: string | null = null) => ({
  id,
  memberId: `m-${id}`,
  name,
  email: `${id}@example.in`,
  kind,
  facts,
  status,
  reason,
  createdAt: '2026-03-02T05:00:00Z',
  decidedAt: status === 'pending' ? null : '2026-03-03T05:00:00Z',
});

const investor = request('k-1', 'Reshma Zachariah', 'Investor', { firm: 'Malabar Pepper Ventures', typicalCheckSize: '₹2 Cr – ₹6 Cr', stages: ['Seed', 'Series A'], focusAreas: ['Fintech', 'SaaS'] });
const mentor = request('k-2', 'Clive Furtado', 'Mentor', { expertise: ['Pricing'], mentorshipAreas: [], experience: 21, availability: 'Twice a month' });
const rejected = request('k-3', 'Dev Shah', 'Investor', { firm: 'Shah Angels', typicalCheckSize: '₹10 L', stages: ['Pre-seed'], focusAreas: ['D2C'] }, 'rejected', 'We could not find the fund.');

function adminApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return sharedAdminApi({
    'GET /api/admin/kinds': () => jsonResponse(200, { items: [investor, mentor, rejected] }),
    ...overrides,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('/admin kinds', () => {
  it('lists the requests with the facts given, and filters them', async () => {
    const fetchMock = adminApi();
    const { user } = renderApp('/admin?section=kinds');
    const list = await screen.findByRole('list', { name: 'Requests to act as a mentor or an investor' }, { timeout: 15_000 });
    expect(within(list).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Reshma Zachariah: Investor', 'Clive Furtado: Mentor', 'Dev Shah: Investor']);
    const first = within(list).getByRole('article', { name: 'Reshma Zachariah: Investor' });
    expect(within(first).getByText('Seed, Series A')).toBeVisible();
    expect(within(first).getByText('₹2 Cr – ₹6 Cr')).toBeVisible();
    expect(within(list).getByText('Reason: We could not find the fund.')).toBeVisible();
    expect(within(list).queryByRole('button', { name: 'Approve: Dev Shah: Investor' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Mentor');
    await waitFor(() => expect(requestsOf(fetchMock).map(({ call }) => call)).toContain('GET /api/admin/kinds?status=pending&kind=Mentor'));
  });

  it('approves, and rejects with a reason', async () => {
    const fetchMock = adminApi({ 'POST /api/admin/kinds/k-1/decision': () => jsonResponse(200, { ...investor, status: 'approved' }), 'POST /api/admin/kinds/k-2/decision': () => jsonResponse(200, { ...mentor, status: 'rejected' }) });
    const { user } = renderApp('/admin?section=kinds');
    await user.click(await screen.findByRole('button', { name: 'Approve: Reshma Zachariah: Investor' }));
    expect(await screen.findByText('✅ Approved: Reshma Zachariah as an investor.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reject: Clive Furtado: Mentor' }));
    const form = screen.getByRole('form', { name: 'Reject: Clive Furtado: Mentor' });
    await user.type(within(form).getByLabelText('Reason for the member (optional)'), 'Tell us more about your mentees.');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('✅ Rejected: Clive Furtado as a mentor.')).toBeVisible();
    const bodies = requestsOf(fetchMock)
      .filter(({ call }) => call.startsWith('POST /api/admin/kinds/'))
      .map(({ call, body }) => [call, body]);
    expect(bodies).toEqual([
      ['POST /api/admin/kinds/k-1/decision', { status: 'approved' }],
      ['POST /api/admin/kinds/k-2/decision', { status: 'rejected', reason: 'Tell us more about your mentees.' }],
    ]);
  });

  it('says when another administrator answered first', async () => {
    adminApi({ 'POST /api/admin/kinds/k-1/decision': () => apiError(409, 'decided_already', 'This request was answered already. Reload to see how.') });
    const { user } = renderApp('/admin?section=kinds');
    await user.click(await screen.findByRole('button', { name: 'Approve: Reshma Zachariah: Investor' }));
    expect(await screen.findByText(/This request was answered already/)).toBeVisible();
  });
});
