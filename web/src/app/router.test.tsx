import { screen, within } from '@testing-library/react';

import { modules } from '@/app/modules';
import { appRoutes } from '@/app/router';
import { memberApi } from '@/testing/member-api';
import { renderApp } from '@/testing/render-app';

/** SPEC section 2, verbatim. */
const specRoutes = [
  '/', '/onboarding', '/onboarding/step1', '/onboarding/step2', '/onboarding/step3', '/onboarding/step4',
  '/success', '/admin', '/founder-login', '/password-setup', '/password-verify', '/profile-picture-setup',
  '/founder', '/connections', '/inbox', '/profile', '/analytics', '/settings', '/cofounders', '/mentors',
  '/investors', '/events', '/virtual-events', '/success-stories', '/idea-validation', '/founder-score',
  '/verification', '/marketing', '/mentor-dashboard', '/investor-dashboard', '/test',
];

/** Routes beyond the SPEC, each declared so in its module with the reason (`beyondSpec`). */
const beyondSpec = modules.flatMap((module) => (module.routes ?? []).filter((route) => route.beyondSpec).map((route) => route.path));

describe('route table', () => {
  it.each([...specRoutes, ...beyondSpec.filter((path) => !path.includes(':')), '/inbox/c-1'])('renders a screen at %s', async (path) => {
    memberApi();
    renderApp(path);
    // Hero headings fade in, so "in the document" rather than "visible" here.
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(screen.queryByText('We could not check your session')).not.toBeInTheDocument();
  });

  it('puts founder-area screens in the member shell and /admin in the admin layout', async () => {
    memberApi();
    const founderArea = renderApp('/founder-score');
    expect(await screen.findByRole('heading', { level: 1, name: 'Founder Score' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Founder' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
    founderArea.unmount();

    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Queue' })).toBeVisible();
    expect(screen.getByText('Admin')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Founder' })).not.toBeInTheDocument();
  });

  it('shows a real 404 page for unknown paths', async () => {
    const { user, router } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByText('/no-such-page')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('has one route object per SPEC path and no more', () => {
    const collect = (routes: typeof appRoutes): string[] =>
      routes.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...collect(route.children ?? [])]);
    expect(collect(appRoutes).sort()).toEqual([...specRoutes, ...beyondSpec].sort());
    expect(beyondSpec.filter((path) => specRoutes.includes(path)), 'SPEC routes declared beyond it').toEqual([]);
  });
});

describe('landing page', () => {
  it('links Founder Login, I have an invite and Request Access to their screens', async () => {
    const { user, router } = renderApp('/');
    expect(await screen.findByText('Invitation Only')).toBeInTheDocument();

    const topBar = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(topBar.getByRole('link', { name: 'Founder Login' })).toHaveAttribute('href', '/founder-login');
    expect(topBar.getByRole('link', { name: 'I have an invite' })).toHaveAttribute('href', '/onboarding/step1');
    expect(screen.getByRole('link', { name: /Request Access/ })).toHaveAttribute('href', '/onboarding/step1');

    await user.click(screen.getByRole('link', { name: /Request Access/ }));
    expect(router.state.location.pathname).toBe('/onboarding/step1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  });

  it('shows the three pillars, The Problem and six solution cards', async () => {
    renderApp('/');
    for (const pillar of ['Curated', 'Private', 'Elite']) {
      expect(await screen.findByRole('heading', { level: 3, name: pillar })).toBeVisible();
    }
    expect(screen.getByText('The Problem')).toBeVisible();
    const solution = screen.getByRole('region', { name: /A private club for people/ });
    expect(within(solution).getByText('The Solution')).toBeVisible();
    expect(within(solution).getAllByRole('listitem')).toHaveLength(6);
  });

  it('has an email input that is labelled but not wired to anything', async () => {
    const { user, router } = renderApp('/');
    const email = await screen.findByLabelText('Your email address');
    await user.type(email, 'founder@example.in{Enter}');
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/test', () => {
  it('shows the current path, hash and URL', async () => {
    memberApi();
    renderApp('/test?tab=1#section-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Routing test' })).toBeVisible();
    expect(screen.getByTestId('location-path')).toHaveTextContent(/^\/test$/);
    expect(screen.getByTestId('location-hash')).toHaveTextContent('#section-2');
    expect(screen.getByTestId('location-url')).toHaveTextContent(`${window.location.origin}/test?tab=1#section-2`);
  });
});
