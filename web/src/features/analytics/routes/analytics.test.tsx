import { screen, waitFor, within } from '@testing-library/react';

import type { ActivityChartProps } from '@/features/analytics/components/activity-chart';
import { rangeFrom } from '@/features/analytics/lib/ranges';
import { analyticsOf, figureOf, quietAnalyticsOf } from '@/features/analytics/testing/analytics-of';
import { memberApi } from '@/testing/member-api';
import { requestsOf } from '@/testing/mock-api';
import { jsonResponse, networkFailure } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

// uPlot draws on a canvas, which jsdom lacks: the chart stands in as the days it was given.
vi.mock('@/features/analytics/components/activity-chart', () => ({
  default: ({ days }: ActivityChartProps) => <div data-testid="activity-chart">{days.length} days</div>,
}));

// 12:00 IST on Monday 10 March 2025, the last day of every range below.
const now = new Date('2025-03-10T06:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
});

const card = (name: string) => screen.getByRole('article', { name });
// The member layout's side panels have a Recent Activity of their own: look in the page's main part.
const panel = (name: string) => within(screen.getByRole('main')).getByRole('region', { name });
const analyticsCalls = (fetchMock: ReturnType<typeof memberApi>) => requestsOf(fetchMock).map(({ call }) => call).filter((call) => call.startsWith('GET /api/me/analytics'));

async function openAnalytics(path = '/analytics', answer = (range: ReturnType<typeof rangeFrom>) => analyticsOf(range)) {
  const fetchMock = memberApi({ 'GET /api/me/analytics': ({ url }) => jsonResponse(200, answer(rangeFrom(url.searchParams.get('range')))) });
  const app = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await screen.findByRole('article', { name: 'Connections' });
  return { ...app, fetchMock };
}

describe('/analytics', () => {
  it('asks for 30 days by default, and each range button asks for its own range and shows its figures', async () => {
    const weekly = (range: ReturnType<typeof rangeFrom>) =>
      analyticsOf(range, { cards: { ...analyticsOf(range).cards, connections: figureOf({ '7d': 1, '30d': 3, '90d': 12 }[range], 0, null) } });
    const { user, fetchMock, router } = await openAnalytics('/analytics', weekly);
    expect(analyticsCalls(fetchMock)).toEqual(['GET /api/me/analytics?range=30d']);
    const ranges = screen.getByRole('group', { name: 'Period' });
    expect(within(ranges).getAllByRole('button').map((button) => button.textContent)).toEqual(['7d', '30d', '90d']);
    expect(within(ranges).getByRole('button', { name: '30d' })).toHaveAttribute('aria-pressed', 'true');
    expect(card('Connections')).toHaveTextContent('3');

    await user.click(within(ranges).getByRole('button', { name: '7d' }));
    await waitFor(() => expect(within(card('Connections')).getByText('1')).toBeVisible());
    expect(analyticsCalls(fetchMock)).toContain('GET /api/me/analytics?range=7d');
    expect(router.state.location.search).toBe('?range=7d');
    expect(within(ranges).getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('The last 7 days, compared with the 7 days before.')).toBeVisible();

    await user.click(within(ranges).getByRole('button', { name: '90d' }));
    await waitFor(() => expect(within(card('Connections')).getByText('12')).toBeVisible());
    expect(analyticsCalls(fetchMock)).toContain('GET /api/me/analytics?range=90d');

    // Back returns to the range before, from the URL.
    await router.navigate(-1);
    await waitFor(() => expect(within(card('Connections')).getByText('1')).toBeVisible());
    expect(within(ranges).getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens on the range the URL names, with one table row per day of it', async () => {
    const { fetchMock } = await openAnalytics('/analytics?range=90d');
    expect(analyticsCalls(fetchMock)).toEqual(['GET /api/me/analytics?range=90d']);
    const table = screen.getByRole('table', { name: /^Activity per day, / });
    expect(within(table).getAllByRole('row')).toHaveLength(91);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('Mon, 10 Mar342');
    expect(await screen.findByTestId('activity-chart')).toHaveTextContent('90 days');
  });

  it('shows each card with its change: up in green, down in red, new, and — when nothing either side', async () => {
    await openAnalytics();
    expect(card('Connections')).toHaveTextContent('3+50%vs previous period');
    expect(within(card('Connections')).getByText('+50%')).toHaveClass('text-emerald-300');
    expect(card('Profile Views')).toHaveTextContent('8−20%vs previous period');
    expect(within(card('Profile Views')).getByText('−20%')).toHaveClass('text-rose-300');
    expect(card('Engagement')).toHaveTextContent('5New');
    expect(card('Engagement')).toHaveTextContent('Messages you sent and replies you received');
    expect(card('Network Reach')).toHaveTextContent('0—nothing to compare with');
    expect(card('Network Reach')).not.toHaveTextContent('vs previous period');
  });

  it('lists the top industries, the performance metrics and the recent activity with links and relative times', async () => {
    await openAnalytics();
    const industries = within(panel('Top Industries')).getAllByRole('listitem');
    expect(industries.map((item) => item.textContent)).toEqual(['Fintech4 connections+100%', 'Healthtech1 connectionNew']);

    const performance = panel('Performance Metrics');
    expect(performance).toHaveTextContent('Reply rate');
    expect(performance).toHaveTextContent('40%−20%');
    expect(performance).toHaveTextContent('Profile views per day');
    expect(performance).toHaveTextContent('0.30%');
    expect(performance).toHaveTextContent('Connections per 100 views');
    expect(performance).toHaveTextContent('37.5+88%');

    const activity = panel('Recent Activity');
    expect(within(activity).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'New connectionYou and Arjun Mehta are connected.30 minutes ago',
      'Profile viewSomeone viewed your profile.2 days ago',
    ]);
    // Only the item with a link opens something.
    expect(within(activity).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['New connection', '/connections']]);
  });

  it('says there is no activity yet when the period is quiet', async () => {
    await openAnalytics('/analytics?range=7d', quietAnalyticsOf);
    expect(within(panel('Activity per day')).getByText('No activity in this period yet.')).toBeVisible();
    expect(screen.queryByTestId('activity-chart')).toBeNull();
    expect(within(panel('Activity per day')).getAllByRole('row')).toHaveLength(8);
    expect(within(panel('Recent Activity')).getByText('No activity in this period yet.')).toBeVisible();
    expect(within(panel('Top Industries')).getByText('No connections yet.')).toBeVisible();
    expect(card('Connections')).toHaveTextContent('0—');
  });

  it('says when the figures could not be loaded, and Try again loads them', async () => {
    let fail = true;
    memberApi({ 'GET /api/me/analytics': () => (fail ? networkFailure() : jsonResponse(200, analyticsOf())) });
    const { user } = renderApp('/analytics');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your analytics could not be loaded. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Connections' })).toHaveTextContent('3');
  });
});
