import { screen, waitFor, within } from '@testing-library/react';

import { scoreOf } from '@/features/score/testing/score-of';
import { setLanguage } from '@/lib/i18n';
import { memberApi, settingsOf } from '@/testing/member-api';
import { apiError } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

// 12:00 IST on Monday 10 March 2025.
const now = new Date('2025-03-10T06:30:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

const summaryOf = (id: string, name: string, fields: Record<string, unknown> = {}) => ({
  id,
  name,
  title: 'Founder',
  company: null,
  industry: null,
  location: null,
  memberRole: 'Founder',
  photoUrl: null,
  verified: false,
  ...fields,
});

const ananya = summaryOf('m-ananya', 'Ananya Iyer');
const rohan = summaryOf('m-rohan', 'Rohan Mehta');
const kavya = summaryOf('m-kavya', 'Kavya Rao');

const insight = (id: string, label: string, value: string, change: string | null) => ({ id, label, value, change, updatedAt: '2026-11-20T09:00:00Z' });

type Handlers = Parameters<typeof memberApi>[0];

async function openPanels(handlers: Handlers = {}) {
  memberApi(handlers);
  const app = renderApp('/test');
  await screen.findByRole('heading', { level: 1, name: 'Routing test' });
  const panels = await screen.findByRole('complementary', { name: 'Highlights' });
  return { ...app, panel: (name: string) => within(panels).getByRole('region', { name }) };
}

/** The link's accessible name and where it goes. */
const linkOf = (link: HTMLElement) => [link.textContent, link.getAttribute('href')];

beforeEach(() => {
  stubScreenWidth(1440);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('the side panels', () => {
  it.each([
    {
      actions: [{ id: 'validate_idea', points: 8 }, { id: 'complete_profile', points: 5.1 }, { id: 'connect', points: 1 }],
      links: [
        ['Validate your idea+8 points', '/idea-validation'],
        ['Complete your profile+5.1 points', '/profile'],
        ['Make a connection+1 point', '/founder'],
      ],
    },
    {
      actions: [{ id: 'attend_event', points: 4 }, { id: 'apply_mentorship', points: 3 }, { id: 'send_pitch', points: 2.5 }],
      links: [
        ['Attend an event+4 points', '/events'],
        ['Apply to a mentor+3 points', '/mentors'],
        ['Pitch an investor+2.5 points', '/investors'],
      ],
    },
  ] as const)('offers the recommended actions of the founder score, each where it is done with what it adds: $links.0.0 …', async ({ actions, links }) => {
    const { panel } = await openPanels({ 'GET /api/me/score': () => jsonResponse(200, scoreOf({ recommendedActions: [...actions] })) });
    const quick = panel('Quick Actions');
    await waitFor(() => expect(within(quick).getAllByRole('link')).toHaveLength(3));
    expect(within(quick).getAllByRole('link').map(linkOf)).toEqual(links);
  });

  it('offers Discover once nothing adds to the score', async () => {
    const { panel } = await openPanels({ 'GET /api/me/score': () => jsonResponse(200, scoreOf({ recommendedActions: [] })) });
    const quick = panel('Quick Actions');
    expect(await within(quick).findByText(/Nothing to recommend right now/)).toBeVisible();
    expect(within(quick).getAllByRole('link').map(linkOf)).toEqual([['Discover founders', '/founder']]);
  });

  it('tells what happened lately, each name opening the member, with how long ago', async () => {
    const { panel } = await openPanels({
      'GET /api/me/highlights': () =>
        jsonResponse(200, {
          recentActivity: [
            { kind: 'view', member: ananya, at: hoursAgo(2) },
            { kind: 'connection', member: rohan, at: hoursAgo(26) },
            { kind: 'reply', member: kavya, at: hoursAgo(72) },
          ],
          trendingFounders: [],
        }),
    });
    const activity = panel('Recent Activity');
    await waitFor(() => expect(within(activity).getAllByRole('listitem')).toHaveLength(3));
    expect(within(activity).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ananya Iyer viewed your profile2 hours ago',
      'You and Rohan Mehta connectedyesterday',
      'Kavya Rao wrote to you3 days ago',
    ]);
    expect(within(activity).getAllByRole('link').map(linkOf)).toEqual([
      ['Ananya Iyer', '/members/m-ananya'],
      ['Rohan Mehta', '/members/m-rohan'],
      ['Kavya Rao', '/members/m-kavya'],
    ]);
    expect(within(activity).getByText('2 hours ago')).toHaveAttribute('dateTime', hoursAgo(2));
  });

  it('lists the trending founders with their industry and city, the verified one with the badge', async () => {
    const { panel } = await openPanels({
      'GET /api/me/highlights': () =>
        jsonResponse(200, {
          recentActivity: [],
          trendingFounders: [
            { member: summaryOf('m-meera', 'Meera Nair', { industry: 'CleanTech', location: 'Kochi', verified: true, photoUrl: '/api/photos/meera.jpg' }), activity: 9 },
            { member: summaryOf('m-arjun', 'Arjun Malhotra', { industry: 'SaaS' }), activity: 4 },
          ],
        }),
    });
    const trending = panel('Trending Founders');
    await waitFor(() => expect(within(trending).getAllByRole('link')).toHaveLength(2));
    const [meera, arjun] = within(trending).getAllByRole('link');
    expect(meera).toHaveAttribute('href', '/members/m-meera');
    expect(meera).toHaveTextContent('Meera NairVerified memberCleanTech · Kochi');
    expect(meera?.querySelector('img')).toHaveAttribute('src', '/api/photos/meera.jpg');
    expect(arjun).toHaveAttribute('href', '/members/m-arjun');
    expect(arjun).toHaveTextContent('Arjun MalhotraSaaS');
    expect(arjun).not.toHaveTextContent('Verified member');
    expect(within(trending).getAllByText('Verified member')).toHaveLength(1);
  });

  it('shows the market insights, a rise in green and a fall in red, and when they were updated', async () => {
    const { panel } = await openPanels({
      'GET /api/insights': () =>
        jsonResponse(200, {
          insights: [insight('i-1', 'Fintech funding, this quarter', '₹4,200 Cr', '+18%'), insight('i-2', 'Median seed round', '₹3.5 Cr', '-4%'), insight('i-3', 'AI/ML deals in India', '126', null)],
          updatedAt: '2026-11-20T09:00:00Z',
        }),
    });
    const insights = panel('Market Insights');
    expect(await within(insights).findByText('Fintech funding, this quarter')).toBeVisible();
    expect(within(insights).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Fintech funding, this quarter', '₹4,200 Cr+18%'],
      ['Median seed round', '₹3.5 Cr-4%'],
      ['AI/ML deals in India', '126'],
    ]);
    expect(within(insights).getByText('+18%')).toHaveClass('text-emerald-300');
    expect(within(insights).getByText('-4%')).toHaveClass('text-rose-300');
    expect(within(insights).getByText('-4%')).not.toHaveClass('text-emerald-300');
    expect(within(insights).getByText('Updated', { exact: false })).toHaveTextContent('Updated 20/11/2026');
    expect(within(insights).getByText('20/11/2026')).toHaveAttribute('dateTime', '2026-11-20T09:00:00Z');
  });

  it('writes the date of the insights in the member’s date format', async () => {
    const { panel } = await openPanels({
      'GET /api/me/settings': () => jsonResponse(200, { ...settingsOf(), preferences: { ...settingsOf().preferences, dateFormat: 'YYYY-MM-DD' } }),
      'GET /api/insights': () => jsonResponse(200, { insights: [insight('i-1', 'Median seed round', '₹3.5 Cr', '+6%')], updatedAt: '2026-11-20T09:00:00Z' }),
    });
    expect(await within(panel('Market Insights')).findByText('2026-11-20')).toBeVisible();
  });

  it('says so when a panel has nothing yet', async () => {
    const { panel } = await openPanels();
    const activity = panel('Recent Activity');
    expect(await within(activity).findByText(/Nothing yet — connect with founders on/)).toHaveTextContent('Nothing yet — connect with founders on Discover.');
    expect(within(activity).getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/founder');
    expect(within(panel('Trending Founders')).getByText('No trending founders this week.')).toBeVisible();
    expect(await within(panel('Market Insights')).findByText('No market insights yet.')).toBeVisible();
  });

  it('keeps the screen and the other panels when one cannot be read, and reads it again on Try again', async () => {
    let reachable = false;
    const { panel, user } = await openPanels({
      'GET /api/me/highlights': () => (reachable ? jsonResponse(200, { recentActivity: [{ kind: 'view', member: ananya, at: hoursAgo(1) }], trendingFounders: [] }) : apiError(500, 'internal', 'Internal error')),
      'GET /api/insights': () => jsonResponse(200, { insights: [insight('i-1', 'Median seed round', '₹3.5 Cr', '+6%')], updatedAt: '2026-11-20T09:00:00Z' }),
    });
    const activity = panel('Recent Activity');
    expect(await within(activity).findByText('This could not be loaded.', {}, { timeout: 8000 })).toBeVisible();
    expect(within(panel('Trending Founders')).getByText('This could not be loaded.')).toBeVisible();
    expect(within(panel('Market Insights')).getByText('Median seed round')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Routing test' })).toBeVisible();

    reachable = true;
    await user.click(within(activity).getByRole('button', { name: 'Try again' }));
    expect(await within(activity).findByText('viewed your profile', { exact: false })).toHaveTextContent('Ananya Iyer viewed your profile');
    expect(within(panel('Trending Founders')).getByText('No trending founders this week.')).toBeVisible();
  }, 15_000);

  it('speaks the member’s language', async () => {
    memberApi({
      'GET /api/me/settings': () => jsonResponse(200, { ...settingsOf(), preferences: { ...settingsOf().preferences, language: 'hi' } }),
      'GET /api/me/highlights': () => jsonResponse(200, { recentActivity: [{ kind: 'view', member: ananya, at: hoursAgo(2) }], trendingFounders: [] }),
    });
    renderApp('/test');
    const panels = await screen.findByRole('complementary', { name: 'मुख्य बातें' }, { timeout: 5000 });
    const activity = within(panels).getByRole('region', { name: 'हाल की गतिविधि' });
    await waitFor(() => expect(activity).toHaveTextContent('Ananya Iyer ने आपकी प्रोफ़ाइल देखी'));
    expect(within(panels).getByRole('region', { name: 'ट्रेंडिंग फ़ाउंडर्स' })).toHaveTextContent('इस हफ़्ते कोई ट्रेंडिंग फ़ाउंडर नहीं।');
    await setLanguage('en');
  });
});
