import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { deckCard, deckOf } from '@/features/discover/testing/deck';
import { memberApi } from '@/testing/member-api';
import { requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';


const saved = {
  industry: 'dont_care',
  stage: 'dont_care',
  location: 'nice',
  experience: 'dont_care',
  skills: 'dont_care',
  goals: 'dont_care',
  showFounders: true,
  showMentors: true,
  showInvestors: true,
};

function preferencesApi(widen: unknown = null) {
  return memberApi({
    'GET /api/discover': () => deckOf([deckCard('m-1', 'Priya Raman', { matchPreferences: [{ factor: 'industry', preference: 'must' }, { factor: 'skills', preference: 'nice' }] })], { widen }),
    'GET /api/me/match-preferences': () => jsonResponse(200, saved),
    'PUT /api/me/match-preferences': ({ body }) => jsonResponse(200, { ...saved, ...(body as object) }),
  });
}

const puts = (fetchMock: ReturnType<typeof memberApi>) =>
  requestsOf(fetchMock)
    .filter((request) => request.call === 'PUT /api/me/match-preferences')
    .map((request) => request.body);
const deckReads = (fetchMock: ReturnType<typeof memberApi>) => requestsOf(fetchMock).filter((request) => request.call === 'GET /api/discover').length;

describe('/founder match preferences', () => {
  it('shows on each card which of my preferences it meets', async () => {
    preferencesApi();
    renderApp('/founder');
    const region = await screen.findByRole('region', { name: 'Priya Raman' }, { timeout: 5000 });
    expect(within(region).getByRole('list', { name: 'Meets your preferences' })).toHaveTextContent('Industry · must-haveSkills · nice-to-have');
  });

  it('opens the panel with my saved choices, saves the changes and deals the deck again', async () => {
    const fetchMock = preferencesApi();
    renderApp('/founder');
    await screen.findByRole('region', { name: 'Priya Raman' }, { timeout: 5000 });
    const before = deckReads(fetchMock);
    fireEvent.click(await screen.findByRole('button', { name: 'Match preferences' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Match preferences' }, { timeout: 5000 });
    const location = await within(dialog).findByRole('group', { name: /Location/ });
    expect(within(location).getByRole('radio', { name: 'Nice to have' })).toBeChecked();
    fireEvent.click(within(within(dialog).getByRole('group', { name: /Industry/ })).getByRole('radio', { name: 'Must have' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Investors' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(fetchMock)).toEqual([{ ...saved, industry: 'must', showInvestors: false }]);
    await waitFor(() => expect(deckReads(fetchMock)).toBeGreaterThan(before));
  });

  it('suggests the one change that widens a short deck and makes it with one press', async () => {
    const fetchMock = preferencesApi({ factor: 'industry', adds: 12 });
    renderApp('/founder');
    const notice = await screen.findByRole('region', { name: 'Widen your preferences' }, { timeout: 5000 });
    expect(notice).toHaveTextContent('Making “Industry” nice to have instead of a must would show 12 more people.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Make “Industry” nice to have' }));
    await waitFor(() => expect(puts(fetchMock)).toEqual([{ industry: 'nice' }]));
  });

  it('offers to show a hidden kind', async () => {
    const fetchMock = preferencesApi({ factor: 'investors', adds: 1 });
    renderApp('/founder');
    const notice = await screen.findByRole('region', { name: 'Widen your preferences' }, { timeout: 5000 });
    expect(notice).toHaveTextContent('Showing Investors would show 1 more person.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Show Investors' }));
    await waitFor(() => expect(puts(fetchMock)).toEqual([{ showInvestors: true }]));
  });
});
