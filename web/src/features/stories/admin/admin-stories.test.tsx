import { screen, waitFor, within } from '@testing-library/react';

import { adminApi as sharedAdminApi } from '@/testing/admin-api';
import type { mockApi} from '@/testing/mock-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const adminStory = (id: string, title: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title,
  founder: 'Ananya Iyer',
  company: 'Chai Point Labs',
  industry: 'FinTech',
  timeline: '18 months',
  funding: '₹40 Cr Series A',
  description: 'From a kirana ledger app to 2 lakh shops.',
  challenges: ['Shopkeepers distrusted apps'],
  solutions: ['Agents who spoke Kannada'],
  results: ['2 lakh shops', 'Break-even in 14 months'],
  metrics: { revenue: '₹12 Cr ARR', team: '45', users: '2 lakh', growth: '3x' },
  imageUrl: null,
  tags: ['B2B', 'payments'],
  status: 'published',
  updatedAt: '2026-03-01T10:00:00Z',
  ...overrides,
});

const ledger = adminStory('st-1', 'From Ledger to Lakhs');
const draft = adminStory('st-2', 'Clinics on WhatsApp', { status: 'draft', industry: 'Healthcare' });

function adminApi(overrides: Parameters<typeof mockApi>[0] = {}, stories: unknown[] = [ledger, draft]) {
  return sharedAdminApi({
    'GET /api/admin/stories': () => jsonResponse(200, { stories }),
    ...overrides,
  });
}

async function openStories() {
  const app = renderApp('/admin?section=stories');
  await screen.findByRole('heading', { level: 1, name: 'Stories' });
  return app;
}

const callsOf = (fetchMock: ReturnType<typeof mockApi>, call: string) => requestsOf(fetchMock).filter((request) => request.call === call);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('/admin stories', () => {
  it('lists every story, drafts too, with founder, company and status', async () => {
    adminApi();
    await openStories();
    const list = await screen.findByRole('list', { name: 'Stories' });
    expect(within(list).getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['From Ledger to Lakhs', 'Clinics on WhatsApp']);
    const story = screen.getByRole('article', { name: 'From Ledger to Lakhs' });
    expect(story).toHaveTextContent('Ananya Iyer · Chai Point Labs');
    expect(story).toHaveTextContent('FinTech · ₹40 Cr Series A · 18 months');
    expect(within(story).getByText('published')).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Clinics on WhatsApp' })).getByText('draft')).toBeVisible();
  });

  it("says 'No stories yet.' when there are none", async () => {
    adminApi({}, []);
    await openStories();
    expect(await screen.findByText('No stories yet.')).toBeVisible();
  });

  it('creates a story: one list item per line, the metrics and tags, as a draft when Publish now is unticked', async () => {
    const fetchMock = adminApi({ 'POST /api/admin/stories': ({ body }) => jsonResponse(201, adminStory('st-9', (body as { title: string }).title, { status: 'draft' })) }, []);
    const { user } = await openStories();
    await user.click(await screen.findByRole('button', { name: 'New story' }));
    const form = screen.getByRole('form', { name: 'New story' });

    await user.type(within(form).getByLabelText('Title'), 'Solar on Every Roof');
    await user.type(within(form).getByLabelText('Founder'), 'Kavya Rao');
    await user.type(within(form).getByLabelText('Company'), 'SuryaGrid');
    await user.type(within(form).getByLabelText(/^Industry/), 'CleanTech');
    await user.type(within(form).getByLabelText(/^Timeline/), '2 years');
    await user.type(within(form).getByLabelText(/^Funding/), '₹8 Cr Seed');
    await user.type(within(form).getByLabelText('Story'), 'Rooftop solar for small towns.');
    await user.type(within(form).getByLabelText(/^Challenges/), 'Financing{Enter}{Enter}  Installer quality  {Enter}');
    await user.type(within(form).getByLabelText(/^Solutions/), 'EMI with local banks');
    await user.type(within(form).getByLabelText(/^Results/), '10,000 roofs{Enter}Profitable');
    await user.type(within(form).getByLabelText(/^Revenue/), '₹20 Cr');
    await user.type(within(form).getByLabelText(/^Team/), '120');
    await user.type(within(form).getByLabelText(/^Users/), '10,000 homes');
    await user.type(within(form).getByLabelText(/^Growth/), '4x');
    await user.type(within(form).getByLabelText(/^Tags/), 'B2C, energy');
    await user.click(within(form).getByLabelText('Publish now'));
    await user.click(within(form).getByRole('button', { name: 'Create story' }));

    expect(await screen.findByText('✅ Story created: Solar on Every Roof (a draft, not shown to members yet).')).toBeVisible();
    expect(callsOf(fetchMock, 'POST /api/admin/stories')[0]?.body).toEqual({
      title: 'Solar on Every Roof',
      founder: 'Kavya Rao',
      company: 'SuryaGrid',
      industry: 'CleanTech',
      timeline: '2 years',
      funding: '₹8 Cr Seed',
      description: 'Rooftop solar for small towns.',
      challenges: ['Financing', 'Installer quality'],
      solutions: ['EMI with local banks'],
      results: ['10,000 roofs', 'Profitable'],
      metrics: { revenue: '₹20 Cr', team: '120', users: '10,000 homes', growth: '4x' },
      imageUrl: null,
      tags: ['B2C', 'energy'],
      publish: false,
    });
  });

  it('edits a story with its lists one item per line, sending only what changed', async () => {
    const fetchMock = adminApi({ 'PATCH /api/admin/stories/st-1': () => jsonResponse(200, { ...ledger, title: 'Ledger to Lakhs', results: [...ledger.results, 'Series B'] }) });
    const { user } = await openStories();
    await user.click(await screen.findByRole('button', { name: 'Edit: From Ledger to Lakhs' }));
    const form = screen.getByRole('form', { name: 'Edit story: From Ledger to Lakhs' });
    expect(within(form).getByLabelText(/^Results/)).toHaveValue('2 lakh shops\nBreak-even in 14 months');
    expect(within(form).getByLabelText(/^Revenue/)).toHaveValue('₹12 Cr ARR');
    expect(within(form).getByLabelText('Published')).toBeChecked();

    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Ledger to Lakhs');
    await user.type(within(form).getByLabelText(/^Results/), '{Enter}Series B');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('✅ Story saved: Ledger to Lakhs.')).toBeVisible();
    expect(callsOf(fetchMock, 'PATCH /api/admin/stories/st-1')[0]?.body).toEqual({
      title: 'Ledger to Lakhs',
      results: ['2 lakh shops', 'Break-even in 14 months', 'Series B'],
    });
  });

  it('publishes a draft through the status', async () => {
    const fetchMock = adminApi({ 'PATCH /api/admin/stories/st-2': () => jsonResponse(200, { ...draft, status: 'published' }) });
    const { user } = await openStories();
    await user.click(await screen.findByRole('button', { name: 'Edit: Clinics on WhatsApp' }));
    const form = screen.getByRole('form', { name: 'Edit story: Clinics on WhatsApp' });
    await user.click(within(form).getByLabelText('Published'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('✅ Story saved: Clinics on WhatsApp.');
    expect(callsOf(fetchMock, 'PATCH /api/admin/stories/st-2')[0]?.body).toEqual({ status: 'published' });
  });

  it("shows the server's field messages next to their fields, metrics and list lines included", async () => {
    adminApi({
      'PATCH /api/admin/stories/st-1': () =>
        apiError(400, 'validation', 'Some fields need attention.', { 'metrics.revenue': 'At most 40 characters.', 'challenges[0]': 'Each line at most 300 characters.' }),
    });
    const { user } = await openStories();
    await user.click(await screen.findByRole('button', { name: 'Edit: From Ledger to Lakhs' }));
    const form = screen.getByRole('form', { name: 'Edit story: From Ledger to Lakhs' });
    await user.type(within(form).getByLabelText(/^Revenue/), ' and more');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const challenges = within(form).getByLabelText(/^Challenges/);
    await waitFor(() => expect(challenges).toHaveAccessibleDescription('Each line at most 300 characters.'));
    expect(within(form).getByLabelText(/^Revenue/)).toHaveAccessibleDescription('At most 40 characters.');
    expect(challenges).toHaveFocus();
  });

  it('deletes a story only after confirmation', async () => {
    const fetchMock = adminApi({ 'DELETE /api/admin/stories/st-2': () => new Response(null, { status: 204 }) });
    const { user } = await openStories();
    await user.click(await screen.findByRole('button', { name: 'Delete: Clinics on WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this story?' });
    expect(callsOf(fetchMock, 'DELETE /api/admin/stories/st-2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete story' }));
    expect(await screen.findByText('✅ Story deleted: Clinics on WhatsApp.')).toBeVisible();
    expect(callsOf(fetchMock, 'DELETE /api/admin/stories/st-2')).toHaveLength(1);
  });
});
