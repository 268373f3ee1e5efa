import { screen, waitFor, within } from '@testing-library/react';

import { setLanguage } from '@/lib/i18n';
import { member, memberApi, settingsOf } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';

const sessionKeys = ['founder_email', 'founder_id', 'user_role', 'pending_email'] as const;

function rememberSignedIn() {
  window.sessionStorage.setItem('founder_email', member.email);
  window.sessionStorage.setItem('founder_id', member.profileId);
  window.sessionStorage.setItem('user_role', 'Founder');
}

async function openScreen(path = '/founder-score') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Founder Score' }, { timeout: 5000 });
  return app;
}

const expectSignedOutKeys = () => {
  for (const key of sessionKeys) expect(window.sessionStorage.getItem(key)).toBeNull();
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('member shell', () => {
  it('speaks the member language: navigation, groups and sign-out follow the setting', async () => {
    memberApi({ 'GET /api/me/settings': () => jsonResponse(200, { ...settingsOf(), preferences: { ...settingsOf().preferences, language: 'hi' } }) });
    renderApp('/founder-score');
    const sidebar = await screen.findByRole('navigation', { name: 'फ़ाउंडर' }, { timeout: 5000 });
    expect(within(sidebar).getByRole('link', { name: 'खोजें' })).toBeVisible();
    expect(within(sidebar).getByText('नेटवर्क')).toBeVisible();
    expect(screen.getByRole('button', { name: 'साइन आउट' })).toBeVisible();
    await setLanguage('en');
    window.localStorage.clear();
    expect(await screen.findByRole('navigation', { name: 'Founder' })).toBeVisible();
  });

  it('sends a visitor without a session to /founder-login before any screen shows', async () => {
    rememberSignedIn();
    const fetchMock = memberApi({ 'GET /api/me': () => apiError(401, 'unauthenticated', 'Please sign in to continue.') });
    const { router } = renderApp('/founder');
    expect(await screen.findByRole('heading', { level: 1, name: 'Founder Login' }, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/founder-login');
    expect(router.state.location.search).toBe('');
    expect(requestsOf(fetchMock).map((request) => request.call)).not.toContain('GET /api/discover');
    expectSignedOutKeys();
  });

  it('goes to /founder-login when a member call later says the session has ended', async () => {
    rememberSignedIn();
    memberApi({ 'GET /api/notifications': () => apiError(401, 'unauthenticated', 'Please sign in to continue.') });
    const { router } = renderApp('/founder-score');
    expect(await screen.findByRole('heading', { level: 1, name: 'Founder Login' }, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/founder-login');
    expectSignedOutKeys();
  });

  it('offers a retry when the session cannot be checked', async () => {
    let reachable = false;
    memberApi({ 'GET /api/me': () => (reachable ? Response.json(member) : apiError(503, 'unavailable', 'Down for a moment')) });
    const { user } = renderApp('/founder-score');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not check your session' }, { timeout: 8000 })).toBeVisible();
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Founder Score' })).toBeVisible();
  }, 15_000);

  it('shows the signed-in email from /api/me, not from session storage', async () => {
    window.sessionStorage.setItem('founder_email', 'someone-else@example.in');
    memberApi();
    await openScreen();
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByText(member.email).length).toBeGreaterThan(0);
    expect(within(banner).queryByText('someone-else@example.in')).not.toBeInTheDocument();
  });

  it('signs out: POST /api/auth/logout, the session keys go, and /founder-login opens', async () => {
    rememberSignedIn();
    const fetchMock = memberApi({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    const { user, router } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Founder Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/founder-login');
    expect(requestsOf(fetchMock).map((request) => request.call)).toContain('POST /api/auth/logout');
    expectSignedOutKeys();
  });

  it('stays and says so when signing out fails', async () => {
    rememberSignedIn();
    memberApi({ 'POST /api/auth/logout': () => apiError(500, 'internal', 'Internal error') });
    const { user, router } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('❌ Could not sign out. Please try again.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/founder-score');
    expect(window.sessionStorage.getItem('founder_email')).toBe(member.email);
  });

  it('has a drawer that opens from the menu, keeps focus inside, closes on Escape and signs out', async () => {
    rememberSignedIn();
    memberApi({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    const { user, router } = await openScreen();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });

    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'More' });
    const groups = within(drawer).getAllByRole('region');
    expect(groups.map((group) => [within(group).getByRole('heading').textContent, within(group).getAllByRole('link').map((link) => link.getAttribute('href'))])).toEqual([
      ['Match', ['/cofounders', '/mentors', '/investors']],
      ['Grow', ['/events', '/success-stories', '/idea-validation', '/founder-score', '/verification']],
      ['You', ['/analytics', '/settings', '/test']],
    ]);
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Cofounders',
      'Mentors',
      'Investors',
      'Startup Events',
      'Success Stories',
      'Idea Validation',
      'Founder Score',
      'Verification',
      'Analytics',
      'Settings',
      'Test',
    ]);
    // The drawer moves focus in once it has opened: under load that lands a moment after it shows.
    await waitFor(() => expect(links[0]).toHaveFocus());
    expect(within(drawer).getByRole('link', { name: 'Founder Score' })).toHaveAttribute('aria-current', 'page');
    expect(drawer).toHaveTextContent(member.email);

    await user.tab({ shift: true });
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.tab();
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'More' })).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());

    await user.click(menuButton);
    await user.click(within(await screen.findByRole('dialog', { name: 'More' })).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/founder-login'));
    expectSignedOutKeys();
  });

  it('has the side panels on a wide screen only, and there asks for what they show', async () => {
    stubScreenWidth(1440);
    memberApi();
    await openScreen();
    const bottomBar = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(bottomBar).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Discover', '/founder'],
      ['Connections', '/connections'],
      ['Inbox', '/inbox'],
      ['Profile', '/profile'],
      ['Events', '/virtual-events'],
    ]);
    // The panels come once the screen is up (member-side-panels.test.tsx reads what is in them).
    const panels = await screen.findByRole('complementary', { name: 'Highlights' });
    for (const panel of ['Quick Actions', 'Recent Activity', 'Market Insights', 'Trending Founders', 'Upcoming Events']) {
      expect(within(panels).getByRole('region', { name: panel })).toBeInTheDocument();
    }
  });

  it('leaves the side panels out on a narrower screen, and does not ask for what they show', async () => {
    stubScreenWidth(1024);
    const fetchMock = memberApi();
    await openScreen();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Highlights' })).not.toBeInTheDocument();
    const asked = requestsOf(fetchMock).map((request) => request.call);
    expect(asked).not.toContain('GET /api/me/highlights');
    expect(asked).not.toContain('GET /api/insights');
  });

  it('shows the side panels below the deck on /founder on a phone, after what the screen shows', async () => {
    stubScreenWidth(390);
    memberApi();
    renderApp('/founder');
    const panels = await screen.findByRole('complementary', { name: 'Highlights' }, { timeout: 5000 });
    const main = screen.getByRole('main');
    expect(main).toContainElement(panels);
    expect(main.lastElementChild).toBe(panels);
    for (const panel of ['Quick Actions', 'Recent Activity', 'Market Insights', 'Trending Founders', 'Upcoming Events']) {
      expect(within(panels).getByRole('region', { name: panel })).toBeInTheDocument();
    }
  });
});
