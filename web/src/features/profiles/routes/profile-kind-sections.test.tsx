import { screen, waitFor, within } from '@testing-library/react';

import { memberApi, myProfile } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const investor = {
  firm: null,
  role: null,
  focusAreas: [],
  stages: [],
  chequeMin: null,
  chequeMax: null,
  chequeRange: null,
  portfolio: [],
  recentInvestments: [],
  thesis: null,
};

const mentor = {
  expertise: ['Pricing'],
  mentorshipAreas: [],
  hourlyRate: 5000,
  proBono: false,
  availabilitySlots: [{ day: 'Mon', start: '18:00', end: '20:00' }],
  availability: 'Mon 18:00–20:00 (IST)',
  timeZone: 'IST',
  sessionsGiven: null,
};

describe('/profile kind sections', () => {
  it('tells the owner what their card lacks, and shows the sections they hold', async () => {
    memberApi({
      'GET /api/me/profile': () => jsonResponse(200, myProfile({ memberRole: 'Investor', kinds: ['Founder', 'Investor'], investor, missing: ['investor.cheque'] })),
    });
    renderApp('/profile');
    expect(await screen.findByText('Add your cheque range so founders can see if you fit.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Your startup' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'As an investor' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: 'As a mentor' })).not.toBeInTheDocument();
  });

  it('an investor enters focus areas, stages and a cheque range; the saved card reads "₹25 L – ₹2 Cr"', async () => {
    const fetchMock = memberApi({
      'GET /api/me/profile': () => jsonResponse(200, myProfile({ memberRole: 'Investor', kinds: ['Founder', 'Investor'], investor, missing: [] })),
      'PUT /api/me/profile': ({ body }) => {
        const sent = body as { investor: typeof investor };
        return jsonResponse(200, myProfile({ memberRole: 'Investor', kinds: ['Founder', 'Investor'], investor: { ...investor, ...sent.investor, chequeRange: '₹25 L – ₹2 Cr' }, missing: [] }));
      },
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const section = await screen.findByRole('region', { name: 'As an investor' });
    await user.type(within(section).getByLabelText('Focus areas'), 'Agritech{Enter}');
    await user.click(within(section).getByLabelText('Seed'));
    await user.click(within(section).getByLabelText('Series A'));
    await user.type(within(section).getByLabelText('Smallest cheque (₹)'), '2500000');
    expect(within(section).getByText('₹25 L')).toBeVisible();
    await user.type(within(section).getByLabelText('Largest cheque (₹)'), '20000000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your profile is saved. Other members see the change at once.')).toBeVisible();
    const put = requestsOf(fetchMock).find(({ call }) => call === 'PUT /api/me/profile');
    expect(put?.body).toMatchObject({ investor: { focusAreas: ['Agritech'], stages: ['Seed', 'Series A'], chequeMin: 2_500_000, chequeMax: 20_000_000 } });
    expect(put?.body).toMatchObject({ founder: { fundingStage: 'Seed', teamSize: 6 } });
    expect(screen.getByText('₹25 L – ₹2 Cr')).toBeVisible();
  });

  it("puts the server's message under the kind field it names", async () => {
    memberApi({
      'GET /api/me/profile': () => jsonResponse(200, myProfile({ memberRole: 'Mentor', kinds: ['Founder', 'Mentor'], mentor, missing: [] })),
      'PUT /api/me/profile': () => apiError(400, 'validation_failed', 'Some fields need attention.', { 'mentor.hourlyRate': 'Enter whole rupees an hour, up to 10,00,000.' }),
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const section = await screen.findByRole('region', { name: 'As a mentor' });
    expect(within(section).getByLabelText('Hourly rate (₹)')).toHaveValue('5000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(section).findByText('Enter whole rupees an hour, up to 10,00,000.')).toBeVisible();
    expect(within(section).getByLabelText('Hourly rate (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the fields marked below.')).toBeVisible();
  });

  it('says so when a number is not a whole number, without sending', async () => {
    const fetchMock = memberApi();
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const section = await screen.findByRole('region', { name: 'Your startup' });
    const team = within(section).getByLabelText('Team size');
    await user.clear(team);
    await user.type(team, 'eight');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(section).findByText('Enter a whole number.')).toBeVisible();
    await waitFor(() => expect(requestsOf(fetchMock).some(({ call }) => call === 'PUT /api/me/profile')).toBe(false));
  });
});
