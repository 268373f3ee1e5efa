import { screen, waitFor, within } from '@testing-library/react';

import { investorApi, likedStartup, startup } from '@/testing/dashboards-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const sample = () => ({
  startups: [
    startup('f-1', 'Priya Raman', 'Kirana Labs', {
      pitched: true,
      pitch: { id: 'p-1', message: 'We are raising our seed round.', pitchDeckLink: 'https://decks.example/kirana', sentAt: '2025-11-25T08:00:00Z' },
    }),
    startup('f-2', 'Arjun Mehta', 'Dabba Logistics', { matchPercentage: 72, tags: ['Logistics'] }),
  ],
  liked: [likedStartup('f-9', 'Meera Nair', 'Sunbeam Energy')],
});

async function openDashboard() {
  const app = renderApp('/investor-dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Investor Dashboard' });
  return app;
}

const counterValue = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

describe('/investor-dashboard', () => {
  it('counts new and liked startups and shows each startup, with the pitch when they pitched', async () => {
    investorApi(sample());
    await openDashboard();
    const pitched = await screen.findByRole('article', { name: 'Kirana Labs' });
    expect(counterValue('New Startups')).toBe('2');
    expect(counterValue('Liked Startups')).toBe('1');
    expect(pitched).toHaveTextContent('Priya Raman');
    expect(pitched).toHaveTextContent('AI/ML · Seed');
    expect(pitched).toHaveTextContent('Voice ordering for kirana stores.');
    expect(pitched).toHaveTextContent('Team of 6');
    expect(pitched).toHaveTextContent('Pune');
    expect(pitched).toHaveTextContent('87% match');
    expect(within(pitched).getByRole('list', { name: 'Tags' })).toHaveTextContent('B2BVoice');
    expect(pitched).toHaveTextContent('Pitched you');
    expect(pitched).toHaveTextContent('We are raising our seed round.');
    expect(within(pitched).getByRole('link', { name: 'Pitch deck' })).toHaveAttribute('href', 'https://decks.example/kirana');

    const other = screen.getByRole('article', { name: 'Dabba Logistics' });
    expect(other).not.toHaveTextContent('Pitched you');
    expect(other).toHaveTextContent('72% match');
  });

  it('says so even when the lists take a while to read again, after the liked card has gone', async () => {
    const state = sample();
    let slow = false;
    investorApi(state, {
      'GET /api/investor/liked': () =>
        new Promise<Response>((resolve) => setTimeout(() => resolve(jsonResponse(200, { items: state.liked })), slow ? 100 : 0)),
    });
    const { user } = await openDashboard();
    slow = true;
    await user.click(within(await screen.findByRole('article', { name: 'Kirana Labs' })).getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kirana Labs' })).not.toBeInTheDocument());
    expect(await screen.findByText('✅ You liked Kirana Labs. It is in My Liked Startups.')).toBeVisible();
  });

  it('Like saves it, takes the card away and adds it to My Liked Startups', async () => {
    const fetchMock = investorApi(sample());
    const { user } = await openDashboard();
    const card = await screen.findByRole('article', { name: 'Kirana Labs' });
    await user.click(within(card).getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kirana Labs' })).not.toBeInTheDocument());
    expect(requestsOf(fetchMock).some(({ call }) => call === 'POST /api/investor/startups/f-1/like')).toBe(true);
    expect(counterValue('New Startups')).toBe('1');
    expect(counterValue('Liked Startups')).toBe('2');
    expect(screen.getByText(/You liked Kirana Labs/)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: /My Liked Startups/ }));
    expect(await screen.findByRole('article', { name: 'Kirana Labs' })).toHaveTextContent('Liked');
  });

  it('Skip saves it and takes the card away', async () => {
    const fetchMock = investorApi(sample());
    const { user } = await openDashboard();
    const card = await screen.findByRole('article', { name: 'Dabba Logistics' });
    await user.click(within(card).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Dabba Logistics' })).not.toBeInTheDocument());
    expect(requestsOf(fetchMock).some(({ call }) => call === 'POST /api/investor/startups/f-2/skip')).toBe(true);
    expect(counterValue('New Startups')).toBe('1');
    expect(counterValue('Liked Startups')).toBe('1');
  });

  it('Contact sends the message and marks the card Introduction requested', async () => {
    const fetchMock = investorApi(sample());
    const { user } = await openDashboard();
    await user.click(screen.getByRole('tab', { name: /My Liked Startups/ }));
    const card = await screen.findByRole('article', { name: 'Sunbeam Energy' });
    expect(within(card).getByText(/2025/, { selector: 'time' })).toHaveAttribute('datetime', '2025-11-20T10:00:00Z');
    await user.click(within(card).getByRole('button', { name: 'Contact Meera Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Meera Nair' });
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    expect(message).toHaveAttribute('maxLength', '1000');
    await user.type(message, 'Would love to hear about your solar pilots.');
    await user.click(within(dialog).getByRole('button', { name: 'Request introduction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card).toHaveTextContent('Introduction requested');
    expect(within(card).queryByRole('button', { name: /Contact/ })).not.toBeInTheDocument();
    const contact = requestsOf(fetchMock).find(({ call }) => call === 'POST /api/investor/startups/f-9/contact');
    expect(contact?.body).toEqual({ message: 'Would love to hear about your solar pilots.' });
  });

  it('shows how the founder answered an introduction', async () => {
    investorApi({
      startups: [],
      liked: [
        likedStartup('f-7', 'Kabir Shah', 'Chai Point', { introduction: { id: 'i-7', status: 'accepted' } }),
        likedStartup('f-8', 'Anita Rao', 'Loom Works', { introduction: { id: 'i-8', status: 'declined' } }),
      ],
    });
    const { user } = await openDashboard();
    await user.click(screen.getByRole('tab', { name: /My Liked Startups/ }));
    expect(await screen.findByRole('article', { name: 'Chai Point' })).toHaveTextContent('Introduction accepted');
    expect(screen.getByRole('article', { name: 'Loom Works' })).toHaveTextContent('Introduction declined');
  });

  it('shows a Contact failure in the dialog', async () => {
    investorApi(sample(), { 'POST /api/investor/startups/f-9/contact': () => apiError(409, 'already_open', 'You already asked Meera Nair for an introduction.') });
    const { user } = await openDashboard();
    await user.click(screen.getByRole('tab', { name: /My Liked Startups/ }));
    await user.click(await screen.findByRole('button', { name: 'Contact Meera Nair' }));
    await user.click(await screen.findByRole('button', { name: 'Request introduction' }));
    expect(await within(screen.getByRole('dialog')).findByText('❌ You already asked Meera Nair for an introduction.')).toBeVisible();
  });

  it('says when there is nothing to discover and nothing liked', async () => {
    investorApi({ startups: [], liked: [] });
    const { user } = await openDashboard();
    expect(await screen.findByText('No new startups')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /My Liked Startups/ }));
    expect(await screen.findByText('No liked startups yet')).toBeVisible();
  });

  it('tells a member not approved as an investor how to ask, with a link to Settings', async () => {
    const forbidden = () => apiError(403, 'kind_not_granted', 'This page is for investors.');
    investorApi({ startups: [], liked: [] }, { 'GET /api/investor/startups': forbidden, 'GET /api/investor/liked': forbidden });
    renderApp('/investor-dashboard');
    expect(await screen.findByText(/An administrator has not approved you as one yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask in Settings' })).toHaveAttribute('href', '/settings?ask=Investor#kinds');
    expect(screen.getByRole('link', { name: 'Go to Discover' })).toHaveAttribute('href', '/founder');
  });

  it('tells an approved investor acting as another kind whose page it is', async () => {
    const forbidden = () => apiError(403, 'kind_not_chosen', 'This page is for investors.');
    investorApi({ startups: [], liked: [] }, { 'GET /api/investor/startups': forbidden, 'GET /api/investor/liked': forbidden });
    renderApp('/investor-dashboard');
    expect(await screen.findByText('This page is for investors.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ask in Settings' })).toBeNull();
  });

  it('Logout signs out and goes to /founder-login', async () => {
    investorApi(sample(), { 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    const { user, router } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/founder-login'));
  });
});
