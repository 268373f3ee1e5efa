import { act, fireEvent, screen, within } from '@testing-library/react';

import { setLanguage } from '@/lib/i18n';
import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { advance, settleUntil } from '@/testing/timers';

const member = { profileId: 'p-1', email: 'priya@kiranalabs.in', firstName: 'Priya', lastName: 'Raman', memberRole: null, photoUrl: null };

afterEach(() => {
  vi.useRealTimers();
});

describe('/onboarding', () => {
  it('shows the hero, four feature cards and the stats row', async () => {
    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Sangam' })).toBeVisible();
    for (const feature of ['Find a co-founder', 'Meet investors', 'Get mentored', 'Scale your network']) {
      expect(screen.getByRole('heading', { level: 2, name: feature })).toBeVisible();
    }
    const stats = screen.getByLabelText('Sangam in numbers');
    expect(within(stats).getAllByRole('definition')).toHaveLength(4);
  });

  it("reads 'Getting Started...' and shows the role picker exactly 500 ms after Get Started", async () => {
    renderApp('/onboarding');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Sangam' });

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByRole('button', { name: 'Getting Started...' })).toBeDisabled();
    await advance(499);
    expect(screen.queryByRole('heading', { name: 'How will you use Sangam?' })).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('heading', { level: 1, name: 'How will you use Sangam?' })).toBeVisible();
  });

  it('shows the role picker straight away when only founder_email is stored', async () => {
    window.sessionStorage.setItem('founder_email', 'priya@kiranalabs.in');
    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'How will you use Sangam?' })).toBeVisible();
    for (const role of ['Founder', 'Mentor', 'Investor']) {
      const card = screen.getByRole('button', { name: new RegExp(`^${role}`) });
      expect(card).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it.each([
    ['Founder', '/founder'],
    ['Mentor', '/mentor-dashboard'],
    ['Investor', '/investor-dashboard'],
  ])('redirects a signed-in %s to %s on load', async (role, home) => {
    window.sessionStorage.setItem('founder_email', 'priya@kiranalabs.in');
    window.sessionStorage.setItem('user_role', role);
    const { router } = renderApp('/onboarding');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(home);
  });

  it('ignores a stored role without a founder_email', async () => {
    window.sessionStorage.setItem('user_role', 'Mentor');
    const { router } = renderApp('/onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Sangam' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/onboarding');
  });
});

describe('role picker', () => {
  it.each([
    ['Founder', '/founder'],
    ['Mentor', '/mentor-dashboard'],
    ['Investor', '/investor-dashboard'],
  ])('choosing %s stores user_role, saves it, shows the setup text and redirects to %s after exactly 1000 ms', async (role, home) => {
    window.sessionStorage.setItem('founder_email', 'priya@kiranalabs.in');
    const fetchMock = mockApi({ 'PUT /api/me/role': ({ body }) => jsonResponse(200, { ...member, memberRole: (body as { role: string }).role }) });
    const { router } = renderApp('/onboarding');
    await screen.findByRole('heading', { level: 1, name: 'How will you use Sangam?' });

    const cards = screen.getAllByRole('button', { pressed: false });
    for (const card of cards) expect(within(card).getAllByText(/./).length).toBeGreaterThanOrEqual(6);

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${role}`) }));
    expect(window.sessionStorage.getItem('user_role')).toBe(role);
    expect(screen.getByRole('button', { name: new RegExp(`^${role}`) })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Setting up your dashboard...')).toBeVisible();
    await settleUntil(() => fetchMock.mock.calls.length === 1);
    expect(requestsOf(fetchMock)[0]).toMatchObject({ call: 'PUT /api/me/role', body: { role } });

    await advance(999);
    expect(router.state.navigation.location).toBeUndefined();
    expect(router.state.location.pathname).toBe('/onboarding');
    await advance(1);
    expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe(home);
  });

  it.each([
    ['Investor', 'an investor'],
    ['Mentor', 'a mentor'],
  ])('says why %s is refused to a member not approved as one, stays and forgets it; Founder still goes through', async (role, kind) => {
    window.sessionStorage.setItem('founder_email', 'priya@kiranalabs.in');
    const fetchMock = mockApi({
      'PUT /api/me/role': ({ body }) =>
        (body as { role: string }).role === 'Founder'
          ? jsonResponse(200, { ...member, memberRole: 'Founder' })
          : apiError(403, 'role_not_approved', 'An administrator has not approved you.'),
    });
    const { router } = renderApp('/onboarding');
    await screen.findByRole('heading', { level: 1, name: 'How will you use Sangam?' });

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${role}`) }));
    await advance(1000);
    expect(screen.getByRole('alert')).toHaveTextContent(`An administrator has not approved you as ${kind} yet. Ask to act as one (an administrator answers by e-mail), or choose Founder meanwhile.`);
    expect(screen.getByRole('link', { name: `Ask to act as ${kind}` })).toHaveAttribute('href', `/settings?ask=${role}#kinds`);
    await advance(2000);
    expect(router.state.navigation.location).toBeUndefined();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(window.sessionStorage.getItem('user_role')).toBeNull();
    expect(screen.queryByText('Setting up your dashboard...')).not.toBeInTheDocument();
    for (const card of screen.getAllByRole('button', { pressed: false })) expect(card).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: /^Founder/ }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await advance(1000);
    const saves = requestsOf(fetchMock).filter(({ call }) => call === 'PUT /api/me/role');
    expect(saves.map(({ body }) => body)).toEqual([{ role }, { role: 'Founder' }]);
    expect(window.sessionStorage.getItem('user_role')).toBe('Founder');
    expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe('/founder');
  });

  it("says it in the member's language", async () => {
    await act(() => setLanguage('hi'));
    window.sessionStorage.setItem('founder_email', 'priya@kiranalabs.in');
    mockApi({ 'PUT /api/me/role': () => apiError(403, 'role_not_approved', 'An administrator has not approved you.') });
    renderApp('/onboarding');
    fireEvent.click(await screen.findByRole('button', { name: /^Investor/ }));
    expect(await screen.findByText(/निवेशक के रूप में स्वीकृत नहीं किया है/)).toBeVisible();
    await act(() => setLanguage('en'));
  });

  it('still redirects when saving the role fails; the other cards are locked meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.sessionStorage.setItem('founder_email', 'priya@kiranalabs.in');
    mockApi({ 'PUT /api/me/role': () => jsonResponse(503, { error: { code: 'unavailable', message: 'Try later' } }) });
    const { router } = renderApp('/onboarding');
    await screen.findByRole('heading', { level: 1, name: 'How will you use Sangam?' });

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: /^Mentor/ }));
    expect(screen.getByRole('button', { name: /^Founder/ })).toBeDisabled();
    await advance(1000);
    expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe('/mentor-dashboard');
  });
});
