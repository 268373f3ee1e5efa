import { act, screen, waitFor, within } from '@testing-library/react';

import { scoreOf } from '@/features/score/testing/score-of';
import { setLanguage } from '@/lib/i18n';
import { memberApi, settingsOf } from '@/testing/member-api';
import { jsonResponse, networkFailure } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

// 12:00 IST on Monday 10 March 2025: "today" of the history chart.
const now = new Date('2025-03-10T06:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
});

const section = (name: string) => screen.getByRole('region', { name });

async function openScore(score = scoreOf()) {
  const fetchMock = memberApi({ 'GET /api/me/score': () => jsonResponse(200, score) });
  const app = renderApp('/founder-score');
  expect(await screen.findByRole('heading', { level: 1, name: 'Founder Score' })).toBeVisible();
  await screen.findByRole('region', { name: 'Your score' });
  return { ...app, fetchMock };
}

describe('/founder-score', () => {
  it('shows the total with its level, the points needed for the next level and the four sub-scores', async () => {
    await openScore();
    const overview = section('Your score');
    expect(overview).toHaveTextContent('54.5 out of 100');
    expect(within(overview).getByText('Emerging')).toBeVisible();
    expect(within(overview).getByText('Your presence in the network is taking shape.')).toBeVisible();
    expect(within(overview).getByText('Next: Growing at 60')).toBeVisible();
    expect(within(overview).getByText('5.5 points needed')).toBeVisible();
    expect(within(overview).getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute('aria-valuenow', '45');

    const part = (name: string) => within(overview).getByText(name).parentElement;
    expect(part('Profile')).toHaveTextContent('Profile24.9 /30');
    expect(part('Network')).toHaveTextContent('Network12.5 /25');
    expect(part('Activity')).toHaveTextContent('Activity6 /25');
    expect(part('Growth')).toHaveTextContent('Growth11.1 /20');
  });

  it('says 1 point needed in the singular, and replaces the bar at the top of the scale', async () => {
    const { unmount } = await openScore(scoreOf({ total: 89, level: { key: 'advanced', name: 'Advanced' }, next: { step: 90, pointsNeeded: 1, percent: 90 } }));
    expect(within(section('Your score')).getByText('1 point needed')).toBeVisible();
    expect(within(section('Your score')).getByText('Next: Elite at 90')).toBeVisible();
    unmount();

    await openScore(scoreOf({ total: 100, level: { key: 'elite', name: 'Elite' }, next: { step: null, pointsNeeded: 0, percent: 100 } }));
    const overview = section('Your score');
    expect(within(overview).getByText('Elite')).toBeVisible();
    expect(within(overview).getByText('You have reached the top score.')).toBeVisible();
    expect(within(overview).queryByRole('progressbar')).toBeNull();
    expect(overview).not.toHaveTextContent('points needed');
  });

  it('lists the weekly goals with their counts and a tick on the completed ones', async () => {
    await openScore();
    const goals = section('Weekly Goals');
    const connections = within(goals).getByRole('listitem', { name: 'Make 3 connections' });
    expect(connections).toHaveTextContent('1/3');
    expect(connections).toHaveTextContent('Not completed yet');
    const event = within(goals).getByRole('listitem', { name: 'Attend 1 event' });
    expect(event).toHaveTextContent('1/1');
    expect(within(event).getByText('Completed')).toBeInTheDocument();
    expect(within(goals).getByRole('listitem', { name: 'Send 1 mentorship application' })).toBeVisible();
    expect(within(goals).getByRole('listitem', { name: 'Unlock 1 achievement' })).toBeVisible();
  });

  it('marks unlocked achievements UNLOCKED, dims the locked ones and colours each category', async () => {
    await openScore();
    const achievements = section('Achievements');
    expect(achievements).toHaveTextContent('2 of 5 unlocked');

    const unlocked = within(achievements).getByRole('article', { name: 'First Connection' });
    expect(within(unlocked).getByText('UNLOCKED')).toBeVisible();
    expect(unlocked).not.toHaveClass('opacity-55');
    expect(unlocked).toHaveTextContent('Make your first connection');
    expect(unlocked).toHaveTextContent('5 points');
    expect(unlocked).toHaveTextContent('Unlocked 04/03/2025');

    const locked = within(achievements).getByRole('article', { name: 'Profile Perfectionist' });
    expect(within(locked).queryByText('UNLOCKED')).toBeNull();
    expect(within(locked).getByText('Locked')).toBeInTheDocument();
    expect(locked).toHaveClass('opacity-55');

    const colours: [string, string, string][] = [
      ['Profile Perfectionist', 'Profile', 'text-green-300'],
      ['First Connection', 'Network', 'text-blue-300'],
      ['First Pitch', 'Activity', 'text-amber-300'],
      ['Idea Validator', 'Growth', 'text-purple-300'],
      ['Elite Founder', 'Milestone', 'text-red-300'],
    ];
    for (const [title, category, colour] of colours) {
      expect(within(within(achievements).getByRole('article', { name: title })).getByText(category)).toHaveClass(colour);
    }
  });

  it('numbers at most three recommended actions, each a link to where it is done with what it adds', async () => {
    await openScore();
    const actions = section('Recommended Actions');
    const items = within(within(actions).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(actions.querySelector('ol')).not.toBeNull();
    const links = within(actions).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/idea-validation', '/profile', '/events']);
    expect(links[0]).toHaveTextContent('Validate your idea');
    expect(links[0]).toHaveTextContent('+8 points');
    expect(links[1]).toHaveTextContent('+5.1 points');
    expect(within(actions).queryByText('Make a connection')).toBeNull();
  });

  it('links every kind of action to its screen', async () => {
    await openScore(
      scoreOf({
        recommendedActions: [
          { id: 'apply_mentorship', points: 2 },
          { id: 'send_pitch', points: 2 },
          { id: 'connect', points: 0.5 },
        ],
      }),
    );
    const links = within(section('Recommended Actions')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/mentors', '/investors', '/founder']);
    expect(links[2]).toHaveTextContent('+0.5 points');
  });

  it('says so when there is nothing to recommend', async () => {
    await openScore(scoreOf({ recommendedActions: [] }));
    expect(within(section('Recommended Actions')).getByText(/Nothing to recommend right now/)).toBeVisible();
  });

  it('draws one bar per day of the last 30, score/100 × 160 px with a 4 px minimum, with the date and points', async () => {
    const { user } = await openScore(
      scoreOf({
        history: [
          { date: '2025-03-01', score: 1 },
          { date: '2025-03-10', score: 50 },
        ],
      }),
    );
    const history = section('Score History (Last 30 Days)');
    const chart = within(history).getByRole('list', { name: 'Score for each of the last 30 days' });
    const days = within(chart).getAllByRole('listitem');
    expect(days).toHaveLength(30);

    const today = within(chart).getByRole('listitem', { name: 'Mon, 10 Mar: 50 points' });
    expect(days[29]).toBe(today);
    expect(today.querySelector('[data-bar]')).toHaveStyle({ height: '80px' });
    expect(today).toHaveTextContent('Mon, 10 Mar50 points');

    const low = within(chart).getByRole('listitem', { name: 'Sat, 1 Mar: 1 point' });
    expect(low.querySelector('[data-bar]')).toHaveStyle({ height: '4px' });

    const empty = within(chart).getByRole('listitem', { name: 'Sun, 9 Mar: no score' });
    expect(empty.querySelector('[data-bar]')).toBeNull();
    expect(days[0]).toHaveAccessibleName('Sun, 9 Feb: no score');

    expect(within(history).getByText('30 days ago')).toBeVisible();
    expect(within(history).getByText('Today')).toBeVisible();

    // One tab stop, today's; the arrow keys, Home and End move between days.
    expect(days.filter((day) => day.tabIndex === 0)).toEqual([today]);
    await user.click(today);
    expect(today).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(empty).toHaveFocus();
    await user.keyboard('{Home}');
    expect(days[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(today).toHaveFocus();
  });

  it('says when there is no history yet, still showing the 30 empty days', async () => {
    await openScore(scoreOf({ history: [] }));
    const history = section('Score History (Last 30 Days)');
    expect(within(history).getByText(/No history yet/)).toBeVisible();
    expect(within(history).getAllByRole('listitem')).toHaveLength(30);
  });

  it('offers Try again when the score cannot be loaded', async () => {
    let reachable = false;
    memberApi({ 'GET /api/me/score': () => (reachable ? jsonResponse(200, scoreOf()) : networkFailure()) });
    const { user } = renderApp('/founder-score');
    expect(await screen.findByText('Your founder score could not be loaded. Please try again.')).toBeVisible();
    reachable = true;
    // The side panel's Quick Actions read the same score, and offer their own Try again.
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your score' })).toBeVisible();
  });

  it("speaks the member's language: levels, achievements by id, actions and the history's days", async () => {
    memberApi({
      'GET /api/me/settings': () => jsonResponse(200, { ...settingsOf(), preferences: { ...settingsOf().preferences, language: 'hi' } }),
      'GET /api/me/score': () => jsonResponse(200, scoreOf({ history: [{ date: '2025-03-10', score: 50 }] })),
    });
    renderApp('/founder-score');
    expect(await screen.findByRole('heading', { level: 1, name: 'फ़ाउंडर स्कोर' })).toBeVisible();
    const overview = await screen.findByRole('region', { name: 'आपका स्कोर' });
    expect(within(overview).getByText('उभरता')).toBeVisible();
    expect(screen.getByRole('article', { name: 'पहला कनेक्शन' })).toHaveTextContent('अनलॉक');
    expect(within(section('सुझाए गए कदम')).getByRole('link', { name: /अपने आइडिया को परखें/ })).toHaveAttribute('href', '/idea-validation');
    const history = screen.getByRole('region', { name: 'स्कोर इतिहास (पिछले 30 दिन)' });
    expect(within(history).getByText('30 दिन पहले')).toBeVisible();
    await waitFor(() => expect(within(history).getAllByRole('listitem')[29]?.getAttribute('aria-label')).toMatch(/^सोम, 10 मार्च: 50 अंक$/));
    await act(() => setLanguage('en'));
    window.localStorage.clear();
  });
});
