import { screen, waitFor, within } from '@testing-library/react';

import { adminApi as sharedAdminApi } from '@/testing/admin-api';
import type { mockApi} from '@/testing/mock-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp, type RenderedApp } from '@/testing/render-app';

const insightOf = (id: string, label: string, value: string, change: string | null) => ({ id, label, value, change, updatedAt: '2026-11-20T09:00:00Z' });

const fintech = insightOf('in-1', 'Fintech funding, this quarter', '₹4,200 Cr', '+18%');
const seed = insightOf('in-2', 'Median seed round', '₹3.5 Cr', '-4%');
const deals = insightOf('in-3', 'AI/ML deals in India', '126', null);

function adminApi(overrides: Parameters<typeof mockApi>[0] = {}, insights: unknown[] = [fintech, seed, deals]) {
  return sharedAdminApi({
    'GET /api/admin/insights': () => jsonResponse(200, { insights, updatedAt: insights.length > 0 ? '2026-11-20T09:00:00Z' : null }),
    ...overrides,
  });
}

async function openInsights() {
  const app = renderApp('/admin?section=insights');
  await screen.findByRole('heading', { level: 1, name: 'Market Insights' });
  return app;
}

/** Opens New insight and types a label and a value; the form. */
async function fillNewInsight(user: RenderedApp['user'], label: string, value: string) {
  await user.click(await screen.findByRole('button', { name: 'New insight' }));
  const form = screen.getByRole('form', { name: 'New insight' });
  await user.type(within(form).getByLabelText(/^Label/), label);
  await user.type(within(form).getByLabelText(/^Value/), value);
  return form;
}

const callsOf = (fetchMock: ReturnType<typeof mockApi>, call: string) => requestsOf(fetchMock).filter((request) => request.call === call);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('/admin market insights', () => {
  it('lists the insights in their order with value and change, a fall in red', async () => {
    adminApi();
    await openInsights();
    const list = await screen.findByRole('list', { name: 'Insights' });
    expect(within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Fintech funding, this quarter',
      'Median seed round',
      'AI/ML deals in India',
    ]);
    expect(screen.getByText('3 insights')).toBeVisible();
    const rising = screen.getByRole('article', { name: 'Fintech funding, this quarter' });
    expect(rising).toHaveTextContent('₹4,200 Cr+18%');
    expect(within(rising).getByText('+18%')).toHaveClass('text-emerald-300');
    expect(within(screen.getByRole('article', { name: 'Median seed round' })).getByText('-4%')).toHaveClass('text-rose-300');
    expect(screen.getByRole('article', { name: 'AI/ML deals in India' })).toHaveTextContent(/^AI\/ML deals in India126Updated/);
  });

  it("says 'No insights yet.' when there are none", async () => {
    adminApi({}, []);
    await openInsights();
    expect(await screen.findByText('No insights yet.')).toBeVisible();
  });

  it('creates an insight; an empty change is none', async () => {
    const fetchMock = adminApi({
      'POST /api/admin/insights': ({ body }) => jsonResponse(201, { ...insightOf('in-9', '', '', null), ...(body as object) }),
    });
    const { user } = await openInsights();
    const form = await fillNewInsight(user, '  EV startups funded  ', '42');
    await user.click(within(form).getByRole('button', { name: 'Create insight' }));

    expect(await screen.findByText('✅ Insight created: EV startups funded.')).toBeVisible();
    expect(callsOf(fetchMock, 'POST /api/admin/insights')[0]?.body).toEqual({ label: 'EV startups funded', value: '42', change: null });
    expect(screen.queryByRole('form', { name: 'New insight' })).not.toBeInTheDocument();
  });

  it('creates one with its change', async () => {
    const fetchMock = adminApi({ 'POST /api/admin/insights': ({ body }) => jsonResponse(201, { ...insightOf('in-9', '', '', null), ...(body as object) }) });
    const { user } = await openInsights();
    const form = await fillNewInsight(user, 'SaaS exits', '₹900 Cr');
    await user.type(within(form).getByLabelText(/^Change/), '-2.5%');
    await user.click(within(form).getByRole('button', { name: 'Create insight' }));
    expect(await screen.findByText('✅ Insight created: SaaS exits.')).toBeVisible();
    expect(callsOf(fetchMock, 'POST /api/admin/insights')[0]?.body).toEqual({ label: 'SaaS exits', value: '₹900 Cr', change: '-2.5%' });
  });

  it('checks the fields before sending, in the words of the server', async () => {
    const fetchMock = adminApi();
    const { user } = await openInsights();
    await user.click(await screen.findByRole('button', { name: 'New insight' }));
    const form = screen.getByRole('form', { name: 'New insight' });
    await user.type(within(form).getByLabelText(/^Change/), '18 percent');
    await user.click(within(form).getByRole('button', { name: 'Create insight' }));

    await waitFor(() => expect(within(form).getByLabelText(/^Label/)).toHaveAccessibleDescription('Enter a label.'));
    expect(within(form).getByLabelText(/^Value/)).toHaveAccessibleDescription('Enter a value.');
    expect(within(form).getByLabelText(/^Change/)).toHaveAccessibleDescription('Write a change such as +18% or -4%.');
    expect(callsOf(fetchMock, 'POST /api/admin/insights')).toHaveLength(0);
  });

  it('edits an insight, sending only what changed; clearing the change sends null', async () => {
    const fetchMock = adminApi({ 'PATCH /api/admin/insights/in-2': () => jsonResponse(200, { ...seed, value: '₹3.8 Cr', change: null }) });
    const { user } = await openInsights();
    await user.click(await screen.findByRole('button', { name: 'Edit: Median seed round' }));
    const form = screen.getByRole('form', { name: 'Edit insight: Median seed round' });
    expect(within(form).getByLabelText(/^Label/)).toHaveValue('Median seed round');
    expect(within(form).getByLabelText(/^Change/)).toHaveValue('-4%');

    await user.clear(within(form).getByLabelText(/^Value/));
    await user.type(within(form).getByLabelText(/^Value/), '₹3.8 Cr');
    await user.clear(within(form).getByLabelText(/^Change/));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('✅ Insight saved: Median seed round.')).toBeVisible();
    expect(callsOf(fetchMock, 'PATCH /api/admin/insights/in-2')[0]?.body).toEqual({ value: '₹3.8 Cr', change: null });
  });

  it("shows the server's field messages next to their fields, the first focused", async () => {
    adminApi({
      'PATCH /api/admin/insights/in-1': () =>
        apiError(400, 'validation_failed', 'Some fields need attention.', { value: 'At most 30 characters.', change: 'Write a change such as +18% or -4%.' }),
    });
    const { user } = await openInsights();
    await user.click(await screen.findByRole('button', { name: 'Edit: Fintech funding, this quarter' }));
    const form = screen.getByRole('form', { name: 'Edit insight: Fintech funding, this quarter' });
    await user.type(within(form).getByLabelText(/^Value/), ' (est.)');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const value = within(form).getByLabelText(/^Value/);
    await waitFor(() => expect(value).toHaveAccessibleDescription('At most 30 characters.'));
    expect(within(form).getByLabelText(/^Change/)).toHaveAccessibleDescription('Write a change such as +18% or -4%.');
    expect(value).toHaveFocus();
    expect(within(form).getByText('❌ Some fields need attention: see the messages next to them.')).toBeVisible();
  });

  it("says why it cannot add an eleventh, in the server's words", async () => {
    adminApi({ 'POST /api/admin/insights': () => apiError(409, 'conflict', 'There are 10 insights already. Delete one first.') });
    const { user } = await openInsights();
    const form = await fillNewInsight(user, 'Unicorns this year', '6');
    await user.click(within(form).getByRole('button', { name: 'Create insight' }));
    expect(await within(form).findByText('❌ There are 10 insights already. Delete one first.')).toBeVisible();
    expect(within(form).getByLabelText(/^Label/)).toHaveValue('Unicorns this year');
  });

  it('deletes an insight only after confirmation', async () => {
    const fetchMock = adminApi({ 'DELETE /api/admin/insights/in-3': () => new Response(null, { status: 204 }) });
    const { user } = await openInsights();
    await user.click(await screen.findByRole('button', { name: 'Delete: AI/ML deals in India' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this insight?' });
    expect(dialog).toHaveTextContent("“AI/ML deals in India” is removed for good, from the members' Market Insights too.");
    expect(callsOf(fetchMock, 'DELETE /api/admin/insights/in-3')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete insight' }));
    expect(await screen.findByText('✅ Insight deleted: AI/ML deals in India.')).toBeVisible();
    expect(callsOf(fetchMock, 'DELETE /api/admin/insights/in-3')).toHaveLength(1);
  });
});
