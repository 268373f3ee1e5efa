import { screen, waitFor } from '@testing-library/react';

import { memberApi } from '@/testing/member-api';
import { requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const paused = { paused: true, pausedAt: '2026-11-28T01:00:00.000Z' };
const notPaused = { paused: false, pausedAt: null };

describe('pausing the membership', () => {
  it('asks first, says what happens, then pauses and shows the banner', async () => {
    const fetchMock = memberApi({ 'PUT /api/me/pause': () => jsonResponse(200, paused) });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Pause my membership' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Pause your membership?' });
    expect(confirm).toHaveTextContent('You stay signed in and keep your connections and messages.');
    expect(requestsOf(fetchMock).some(({ call }) => call === 'PUT /api/me/pause')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, pause' }));
    await waitFor(() => expect(requestsOf(fetchMock).find(({ call }) => call === 'PUT /api/me/pause')?.body).toEqual({ paused: true }));
    expect(await screen.findAllByText("Your membership is paused — others don't see you.")).not.toHaveLength(0);
  });

  it('the banner resumes with one click', async () => {
    const fetchMock = memberApi({ 'GET /api/me/pause': () => jsonResponse(200, paused), 'PUT /api/me/pause': () => jsonResponse(200, notPaused) });
    const { user } = renderApp('/founder');
    const banner = await screen.findByText("Your membership is paused — others don't see you.");
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    expect(requestsOf(fetchMock).find(({ call }) => call === 'PUT /api/me/pause')?.body).toEqual({ paused: false });
  });
});
