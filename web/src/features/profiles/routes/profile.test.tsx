import { screen, waitFor } from '@testing-library/react';

import { memberApi, myProfile } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

describe('/profile', () => {
  it('shows the sections of the stored profile and its stats', async () => {
    memberApi();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
    for (const section of ['About', 'Industry & Location', 'Experience & Education', 'Skills', 'Interests', 'Social Links', 'Profile Stats']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    expect(screen.getByText('Credit for corner shops.')).toBeVisible();
    expect(screen.getByText('8 years')).toBeVisible();
    expect(screen.getByRole('link', { name: /kiranalabs\.in/ })).toHaveAttribute('href', 'https://kiranalabs.in');
    expect(screen.getByText('75%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Profile complete' })).toHaveAttribute('aria-valuenow', '75');
  });

  it('Edit Profile → Save Changes stores every field and shows what was saved', async () => {
    const fetchMock = memberApi({
      'PUT /api/me/profile': ({ body }) => jsonResponse(200, myProfile({ ...(body as object), stats: { connections: 4, profileViews: 12, completeness: 83 } })),
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Chief Builder');
    const skills = screen.getByLabelText('Your skills');
    await user.type(skills, 'Lending{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Sales' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your profile is saved. Other members see the change at once.')).toBeVisible();
    const put = requestsOf(fetchMock).find(({ call }) => call === 'PUT /api/me/profile');
    expect(put?.body).toMatchObject({ firstName: 'Priya', title: 'Chief Builder', skills: ['Payments', 'Lending'], experienceYears: 8, linkedin: null });
    expect(screen.getByText('Chief Builder · Kirana Labs')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it("stays in edit mode with the server's message under the field it names", async () => {
    memberApi({
      'PUT /api/me/profile': () => apiError(400, 'validation_failed', 'Check the fields.', { website: 'Enter a full link starting with https:// or http://.' }),
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please correct the fields marked below.')).toBeVisible();
    const website = screen.getByLabelText(/^Website/);
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveValue('https://kiranalabs.in');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });

  it('checks a link before it is sent', async () => {
    const fetchMock = memberApi();
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const website = await screen.findByLabelText(/^Website/);
    await user.clear(website);
    await user.type(website, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a full link starting with https:// or http://.')).toBeVisible();
    await waitFor(() => expect(requestsOf(fetchMock).some(({ call }) => call === 'PUT /api/me/profile')).toBe(false));
  });
});

describe('/members/:id', () => {
  it("shows another member's profile with Message when connected", async () => {
    memberApi({
      'GET /api/members/m-2': () =>
        jsonResponse(200, { ...myProfile({ id: 'm-2', firstName: 'Arjun', lastName: 'Mehta' }), connected: true, conversationId: 'c-9', isOnline: true, lastSeenAt: null, verified: true }),
    });
    renderApp('/members/m-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Arjun Mehta' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/inbox/c-9');
    expect(screen.getByText('Online now')).toBeVisible();
    expect(screen.getByTitle('Verified member')).toBeVisible();
  });

  it('says the profile is not available on a 404', async () => {
    memberApi({ 'GET /api/members/m-3': () => apiError(404, 'not_found', 'Nothing here.') });
    renderApp('/members/m-3');
    expect(await screen.findByText('This profile is not available')).toBeVisible();
  });
});
