import { screen, waitFor, within } from '@testing-library/react';

import type { Story } from '@/features/stories/api/get-stories';
import { memberApi } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse, networkFailure } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const storyOf = (fields: Partial<Story>): Story => ({
  id: 's-1',
  title: 'From Kirana to Cloud',
  founder: 'Ananya Iyer',
  company: 'Kirana Cloud',
  industry: 'SaaS',
  timeline: '18 months',
  funding: '₹40 Cr Series A',
  description: 'Software for corner shops.',
  challenges: ['Shops had no internet'],
  solutions: ['An offline-first app'],
  results: ['12,000 shops on board'],
  metrics: { revenue: '₹8 Cr ARR', team: '45', users: '12,000', growth: '3x a year' },
  imageUrl: null,
  tags: ['B2B', 'retail'],
  ...fields,
});

const fintech = storyOf({ id: 's-2', title: 'UPI for Villages', founder: 'Ravi Kumar', company: 'GaonPay', industry: 'FinTech', tags: ['payments'] });

describe('/success-stories', () => {
  it('shows the SPEC filters verbatim, sends the chosen one to the server and says No stories found', async () => {
    const fetchMock = memberApi({
      'GET /api/stories': ({ url }) => jsonResponse(200, { stories: url.searchParams.get('filter') === 'Healthcare' ? [] : [storyOf({})] }),
    });
    const { user } = renderApp('/success-stories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Success Stories' })).toBeVisible();
    const filters = screen.getByRole('group', { name: 'Filter by industry' });
    expect(within(filters).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['all', 'AI/ML', 'FinTech', 'Healthcare', 'B2B', 'SaaS']);
    expect(within(filters).getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true');

    const card = await screen.findByRole('article', { name: 'From Kirana to Cloud' });
    for (const text of ['SaaS', 'Ananya Iyer, Kirana Cloud', '₹40 Cr Series A', '18 months', '#B2B', '#retail']) expect(card).toHaveTextContent(text);
    expect(requestsOf(fetchMock).map(({ call }) => call)).toContain('GET /api/stories?filter=all');

    await user.click(within(filters).getByRole('button', { name: 'AI/ML' }));
    await waitFor(() => expect(requestsOf(fetchMock).map(({ call }) => call)).toContain('GET /api/stories?filter=AI%2FML'));
    await user.click(within(filters).getByRole('button', { name: 'Healthcare' }));
    expect(await screen.findByText('No stories found')).toBeVisible();
    expect(within(filters).getByRole('button', { name: 'Healthcare' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('opens a card as /success-stories/:id with the whole story, and Escape closes it back to the grid and the card', async () => {
    const fetchMock = memberApi({
      'GET /api/stories': () => jsonResponse(200, { stories: [storyOf({}), fintech] }),
      'GET /api/stories/s-1': () => jsonResponse(200, storyOf({})),
    });
    const { user, router } = renderApp('/success-stories');
    const card = await screen.findByRole('article', { name: 'From Kirana to Cloud' });
    const open = within(card).getByRole('link', { name: 'From Kirana to Cloud' });
    expect(open).toHaveAttribute('href', '/success-stories/s-1');
    await user.click(open);

    expect(router.state.location.pathname).toBe('/success-stories/s-1');
    const dialog = await screen.findByRole('dialog', { name: 'From Kirana to Cloud' });
    expect(dialog).toHaveAccessibleDescription('Ananya Iyer, Kirana Cloud');
    for (const text of ['Software for corner shops.', 'Shops had no internet', 'An offline-first app', '12,000 shops on board', '18 months', '₹40 Cr Series A']) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(within(dialog).getByLabelText('Metrics')).toHaveTextContent('Revenue₹8 Cr ARRTeam45Users12,000Growth3x a year');
    await waitFor(() => expect(requestsOf(fetchMock).map(({ call }) => call)).toContain('GET /api/stories/s-1'));
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/success-stories');
    expect(screen.getByRole('article', { name: 'UPI for Villages' })).toBeVisible();
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'From Kirana to Cloud' })).getByRole('link')).toHaveFocus());
  });

  it('opens a deep link to a story the grid does not show, and Close goes to /success-stories', async () => {
    const fetchMock = memberApi({
      'GET /api/stories': () => jsonResponse(200, { stories: [storyOf({})] }),
      'GET /api/stories/s-2': () => jsonResponse(200, fintech),
    });
    const { user, router } = renderApp('/success-stories/s-2');
    const dialog = await screen.findByRole('dialog', { name: 'UPI for Villages' });
    expect(dialog).toHaveTextContent('Ravi Kumar, GaonPay');
    expect(requestsOf(fetchMock).map(({ call }) => call)).toContain('GET /api/stories/s-2');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/success-stories');
    expect(await screen.findByRole('article', { name: 'From Kirana to Cloud' })).toBeVisible();
  });

  it('says Story not found for an unknown id, with a way back to all stories', async () => {
    memberApi({
      'GET /api/stories': () => jsonResponse(200, { stories: [] }),
      'GET /api/stories/nope': () => apiError(404, 'not_found', 'No such story.'),
    });
    const { user, router } = renderApp('/success-stories/nope');
    const dialog = await screen.findByRole('dialog', { name: 'Story not found' });
    expect(dialog).toHaveTextContent('There is no published story at this address.');
    await user.click(within(dialog).getByRole('button', { name: 'Back to all stories' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-stories'));
    expect(await screen.findByText('No stories found')).toBeVisible();
  });

  it('says when the stories could not be loaded, and Try again loads them', async () => {
    let fail = true;
    memberApi({ 'GET /api/stories': () => (fail ? networkFailure() : jsonResponse(200, { stories: [storyOf({})] })) });
    const { user } = renderApp('/success-stories');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Stories could not be loaded. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'From Kirana to Cloud' })).toBeVisible();
  });
});
