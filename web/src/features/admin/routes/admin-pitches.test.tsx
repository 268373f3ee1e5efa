import { screen, waitFor, within } from '@testing-library/react';

import { openSignedIn, pitch, quietConsole, signedInApi } from '@/features/admin/testing/review-api';
import { counts, pageOf } from '@/testing/admin-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';

quietConsole();

describe('/admin review queue: pitches and applications', () => {
  it('names the sender of a pitch from their profile', async () => {
    signedInApi({ 'GET /api/admin/pitches': () => pageOf([{ ...pitch, senderId: 'pr-1', senderName: 'Priya Raman' }]) });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('tab', { name: /Pitches/ }));
    const card = await screen.findByRole('article', { name: 'Priya Raman → Meera Capital' });
    expect(card).toHaveTextContent('Pitch to an investor · priya@kiranalabs.in');
  });

  it('removes a delivered pitch with a reason, shows it removed, and restores it', async () => {
    const delivered = { ...pitch, senderId: 'pr-1', senderName: 'Priya Raman', status: 'approved', pitchDeckLink: 'https://deck.example/1' };
    const removal = (restoredAt: string | null) => ({ id: 'cr-1', kind: 'pitch', contentId: 'pt-1', memberId: 'pr-1', reason: 'The deck links to malware.', removedAt: '2025-03-03T10:00:00Z', restoredAt });
    let removed = false;
    const fetchMock = signedInApi({
      'GET /api/admin/pitches': () =>
        pageOf([removed ? { ...delivered, message: 'This pitch was removed by a moderator.', pitchDeckLink: null, removed } : { ...delivered, removed }], counts(0, 1, 0)),
      'POST /api/admin/content/pitch/pt-1/removal': () => {
        removed = true;
        return jsonResponse(201, removal(null));
      },
      'POST /api/admin/content/pitch/pt-1/restoration': () => {
        removed = false;
        return jsonResponse(200, removal('2025-03-04T10:00:00Z'));
      },
    });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('tab', { name: /Pitches/ }));
    const card = await screen.findByRole('article', { name: 'Priya Raman → Meera Capital' });
    await user.click(await within(card).findByRole('button', { name: 'Remove pitch…' }, { timeout: 5_000 }));
    const remove = within(card).getByRole('button', { name: 'Remove pitch' });
    expect(remove).toBeDisabled();
    await user.type(within(card).getByLabelText(/Why remove it/), '  The deck links to malware. ');
    await user.click(remove);

    expect(await within(card).findByText('Pitch removed.')).toBeVisible();
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/admin/content/pitch/pt-1/removal')?.body).toEqual({ reason: 'The deck links to malware.' });
    await waitFor(() => expect(card).toHaveTextContent('This pitch was removed by a moderator.'));
    expect(within(card).getByText('Removed')).toBeVisible();
    expect(within(card).queryByRole('link', { name: /Pitch deck/ })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Restore pitch' }));
    expect(await within(card).findByText('Pitch restored.')).toBeVisible();
    await waitFor(() => expect(card).toHaveTextContent('We are raising a seed round.'));
    expect(within(card).queryByText('Removed')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Remove pitch…' })).toBeVisible();
  });

  it('offers Restore on a pitch removed earlier, nothing on a pending one, and shows why a removal failed', async () => {
    const delivered = { ...pitch, id: 'pt-2', senderId: 'pr-2', senderName: 'Arjun Raman', targetName: 'Kaveri Ventures', status: 'approved' };
    const fetchMock = signedInApi({
      'GET /api/admin/pitches': () => pageOf([{ ...pitch, removed: false }, { ...delivered, removed: true }, { ...delivered, id: 'pt-3', targetName: 'Godavari Fund', removed: false }], counts(1, 2, 0)),
      'POST /api/admin/content/pitch/pt-3/removal': () => apiError(409, 'already_removed', 'This content is removed already.'),
    });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('tab', { name: /Pitches/ }));
    const earlier = await screen.findByRole('article', { name: 'Arjun Raman → Kaveri Ventures' });
    expect(await within(earlier).findByRole('button', { name: 'Restore pitch' }, { timeout: 5_000 })).toBeVisible();
    expect(within(earlier).getByText('Removed')).toBeVisible();
    const pending = screen.getByRole('article', { name: 'priya@kiranalabs.in → Meera Capital' });
    expect(within(pending).queryByRole('button', { name: /Remove pitch/ })).toBeNull();

    const other = screen.getByRole('article', { name: 'Arjun Raman → Godavari Fund' });
    await user.click(within(other).getByRole('button', { name: 'Remove pitch…' }));
    await user.type(within(other).getByLabelText(/Why remove it/), 'Spam.');
    await user.click(within(other).getByRole('button', { name: 'Remove pitch' }));
    expect(await within(other).findByText('This content is removed already.')).toBeVisible();
    expect(within(other).queryByText('Pitch removed.')).toBeNull();
    expect(requestsOf(fetchMock).some((request) => request.call.startsWith('POST /api/admin/content/pitch/pt-2'))).toBe(false);
  });


  it('removes a delivered application to a mentor with a reason, and offers nothing on a pending one', async () => {
    const delivered = { ...pitch, id: 'ap-1', targetType: 'mentor', targetId: 'mn-1', targetName: 'Clive Mentor', message: 'Help us price our plans.', senderId: 'pr-1', senderName: 'Priya Raman', status: 'approved' };
    const pending = { ...delivered, id: 'ap-2', senderName: 'Arjun Raman', status: 'pending' };
    let removed = false;
    const fetchMock = signedInApi({
      'GET /api/admin/applications': () =>
        pageOf([removed ? { ...delivered, message: 'This application was removed by a moderator.', removed } : { ...delivered, removed }, { ...pending, removed: false }], counts(1, 1, 0)),
      'POST /api/admin/content/application/ap-1/removal': () => {
        removed = true;
        return jsonResponse(201, { id: 'cr-2', kind: 'application', contentId: 'ap-1', memberId: 'pr-1', reason: 'Abusive.', removedAt: '2025-03-03T10:00:00Z', restoredAt: null });
      },
    });
    const { user } = await openSignedIn();
    await user.click(screen.getByRole('tab', { name: /Applications/ }));
    const card = await screen.findByRole('article', { name: 'Priya Raman → Clive Mentor' });
    expect(within(await screen.findByRole('article', { name: 'Arjun Raman → Clive Mentor' })).queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(await within(card).findByRole('button', { name: 'Remove application…' }, { timeout: 5_000 }));
    await user.type(within(card).getByLabelText(/Why remove it/), 'Abusive.');
    await user.click(within(card).getByRole('button', { name: 'Remove application' }));
    expect(await within(card).findByText('Application removed.')).toBeVisible();
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/admin/content/application/ap-1/removal')?.body).toEqual({ reason: 'Abusive.' });
    await waitFor(() => expect(card).toHaveTextContent('This application was removed by a moderator.'));
    expect(within(card).getByRole('button', { name: 'Restore application' })).toBeVisible();
  });
});
