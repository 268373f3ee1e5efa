import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { allowance, memberApi } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const card = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  title: 'CTO',
  company: 'Kirana Labs',
  industry: 'Fintech',
  location: 'Bengaluru',
  bio: 'Ten years of payments at scale.',
  photoUrl: null,
  skills: ['Payments', 'Go'],
  experience: 8,
  matchPercentage: 92,
  matchLabel: 'Excellent',
  matchReason: 'Same industry · 2 shared skills',
  matchFactors: [{ factor: 'sameIndustry' }, { factor: 'sharedSkills', count: 2 }],
  lookingFor: 'A business cofounder',
  expertise: [],
  mentorshipAreas: [],
  hourlyRate: null,
  availability: null,
  firm: null,
  focusAreas: [],
  investmentStage: null,
  typicalCheckSize: null,
  portfolioCompanies: [],
  recentInvestments: [],
  ...overrides,
});

const ananya = card('c-1', 'Ananya Iyer');
const rohit = card('c-2', 'Rohit Shah', { matchPercentage: 74, matchLabel: 'Good', matchReason: 'Same city', matchFactors: [{ factor: 'sameCity' }] });

const mentor = card('t-1', 'Meera Nair', {
  title: 'Partner',
  expertise: ['Go-to-market', 'Pricing'],
  mentorshipAreas: ['Fundraising'],
  hourlyRate: '₹5,000 an hour',
  availability: 'Weekends',
  matchPercentage: 85,
  matchLabel: 'Great',
});

const investor = card('i-1', 'Vikram Rao', {
  title: 'Partner',
  firm: 'Banyan Ventures',
  focusAreas: ['Fintech', 'SaaS'],
  investmentStage: 'Seed',
  typicalCheckSize: '₹2–5 crore',
  portfolioCompanies: ['Dabba'],
  recentInvestments: ['Kirana Labs'],
});

const cardsOf = (cards: unknown[], left = 5) => jsonResponse(200, { cards, allowance: allowance(left) });

const sentPitch = (target: { id: string; name: string }, message: string, overrides: Record<string, unknown> = {}) => ({
  id: `p-${target.id}`,
  kind: 'cofounder',
  target: { ...target, title: 'CTO', company: 'Kirana Labs', photoUrl: null },
  message,
  pitchDeckLink: null,
  status: 'pending',
  response: null,
  responseNote: null,
  createdAt: '2025-03-03T10:00:00Z',
  updatedAt: '2025-03-03T10:00:00Z',
  ...overrides,
});

type Overrides = Parameters<typeof memberApi>[0];

/** Ananya then Rohit on /cofounders; passes and pitches answer as the server would. */
function cofoundersApi(overrides: Overrides = {}) {
  return memberApi({
    'GET /api/matches/cofounders': () => cardsOf([ananya, rohit]),
    'POST /api/matches/cofounders/c-1/pass': () => new Response(null, { status: 204 }),
    'POST /api/pitches': ({ body }) => {
      const { targetId, message } = body as { targetId: string; message: string };
      return jsonResponse(201, { pitch: sentPitch({ id: targetId, name: 'Ananya Iyer' }, message), allowance: allowance(4) });
    },
    ...overrides,
  });
}

async function open(path: string, firstName: string) {
  const app = renderApp(path);
  await screen.findByRole('region', { name: firstName });
  return app;
}

const calls = (fetchMock: ReturnType<typeof memberApi>, prefix: string) => requestsOf(fetchMock).filter((request) => request.call.startsWith(prefix));

async function writePitch(user: ReturnType<typeof renderApp>['user'], text: string) {
  await user.click(screen.getByRole('button', { name: 'Pitch' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pitch Ananya Iyer' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Your pitch' }), text);
  return dialog;
}

describe('/cofounders', () => {
  it('shows the first card with its particulars, match label and reason', async () => {
    const fetchMock = cofoundersApi();
    await open('/cofounders', 'Ananya Iyer');
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Cofounder' })).toBeVisible();
    const region = screen.getByRole('region', { name: 'Ananya Iyer' });
    expect(region).toHaveTextContent('CTO at Kirana Labs');
    expect(region).toHaveTextContent('92%');
    expect(region).toHaveTextContent('Excellent match');
    expect(region).toHaveTextContent('Same industry · 2 shared skills');
    expect(region).toHaveTextContent('8 years');
    expect(region).toHaveTextContent('A business cofounder');
    expect(within(region).getByRole('list', { name: 'Skills' })).toHaveTextContent('Payments');
    expect(screen.queryByRole('region', { name: 'Rohit Shah' })).not.toBeInTheDocument();
    expect(screen.getByText(/pitches and applications left this week/)).toHaveTextContent('5 of 5 pitches and applications left this week');
    expect(calls(fetchMock, 'GET /api/matches/cofounders')[0]?.call).toBe('GET /api/matches/cofounders?limit=20');
  });

  it('passes at once and tells the server', async () => {
    const fetchMock = cofoundersApi();
    const { user } = await open('/cofounders', 'Ananya Iyer');
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByRole('region', { name: 'Rohit Shah' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Rohit Shah' })).toHaveTextContent('Good match');
    await waitFor(() => expect(calls(fetchMock, 'POST /api/matches/cofounders/c-1/pass')).toHaveLength(1));
  });

  it('keeps Send disabled while the message is blank', async () => {
    cofoundersApi();
    const { user } = await open('/cofounders', 'Ananya Iyer');
    const dialog = await writePitch(user, '   ');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your pitch' }), 'Hi');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ananya Iyer' })).toBeVisible();
  });

  it('sends, closes the modal, shows the alert verbatim and the next card', async () => {
    const fetchMock = cofoundersApi();
    const { user } = await open('/cofounders', 'Ananya Iyer');
    const dialog = await writePitch(user, '  Let us build credit for kiranas.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("Pitch sent to Ananya Iyer! You'll be notified when they respond.")).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent("Pitch sent to Ananya Iyer! You'll be notified when they respond.");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rohit Shah' })).toBeVisible();
    expect(calls(fetchMock, 'POST /api/pitches').map((request) => request.body)).toEqual([
      { kind: 'cofounder', targetId: 'c-1', message: 'Let us build credit for kiranas.' },
    ]);
    expect(screen.getByText(/pitches and applications left this week/)).toHaveTextContent('4 of 5');

    // The message is cleared for the next one.
    await user.click(screen.getByRole('button', { name: 'Pitch' }));
    const next = await screen.findByRole('dialog', { name: 'Pitch Rohit Shah' });
    expect(within(next).getByRole('textbox', { name: 'Your pitch' })).toHaveValue('');
  });

  it('keeps the modal open with the SPEC text when sending fails', async () => {
    cofoundersApi({ 'POST /api/pitches': () => apiError(500, 'internal', 'Boom') });
    const { user } = await open('/cofounders', 'Ananya Iyer');
    const dialog = await writePitch(user, 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send pitch. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Pitch Ananya Iyer' })).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Your pitch' })).toHaveValue('Hello');
  });

  it.each([
    [409, 'already_open', 'You already have an open pitch to Ananya Iyer.'],
    [429, 'weekly_limit', "You have sent this week's 5 pitches and applications. More on Monday."],
  ])('shows the server’s own words for %i', async (status, code, message) => {
    cofoundersApi({ 'POST /api/pitches': () => apiError(status, code, message) });
    const { user } = await open('/cofounders', 'Ananya Iyer');
    const dialog = await writePitch(user, 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('puts a 400 field error next to its field', async () => {
    cofoundersApi({ 'POST /api/pitches': () => apiError(400, 'validation_failed', 'Check the pitch.', { message: 'A message can be at most 2000 characters.' }) });
    const { user } = await open('/cofounders', 'Ananya Iyer');
    const dialog = await writePitch(user, 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const field = within(dialog).getByRole('textbox', { name: 'Your pitch' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('A message can be at most 2000 characters.'));
  });

  it('explains a spent allowance instead of offering Pitch', async () => {
    cofoundersApi({ 'GET /api/matches/cofounders': () => cardsOf([ananya], 0) });
    await open('/cofounders', 'Ananya Iyer');
    const pitch = screen.getByRole('button', { name: 'Pitch' });
    expect(pitch).toBeDisabled();
    expect(pitch).toHaveAccessibleDescription(/You have sent this week's 5 pitches and applications\. More on/);
  });

  it('shows the SPEC text when the cards run out', async () => {
    cofoundersApi({ 'GET /api/matches/cofounders': () => cardsOf([]) });
    renderApp('/cofounders');
    expect(await screen.findByText("That's all the geniuses we have for today! 🚀")).toBeVisible();
  });

  it('sends the chosen industry as given and the search as q', async () => {
    const fetchMock = cofoundersApi();
    const { user } = await open('/cofounders', 'Ananya Iyer');
    const industry = screen.getByRole('combobox', { name: 'Industry' });
    expect(within(industry).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Industries', 'AI/ML', 'FinTech', 'Healthcare', 'E-Commerce', 'Software', 'Blockchain', 'EdTech',
    ]);
    await user.selectOptions(industry, 'FinTech');
    await waitFor(() => expect(calls(fetchMock, 'GET /api/matches/cofounders').at(-1)?.call).toBe('GET /api/matches/cofounders?limit=20&industry=FinTech'));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Go' } });
    await waitFor(() => expect(calls(fetchMock, 'GET /api/matches/cofounders').at(-1)?.call).toBe('GET /api/matches/cofounders?limit=20&q=Go&industry=FinTech'));
  });

  it('asks for more cards when few are left of a full page', async () => {
    const page = Array.from({ length: 20 }, (_, index) => card(`c-${index + 1}`, `Member ${index + 1}`));
    let asked = 0;
    const fetchMock = memberApi({
      'GET /api/matches/cofounders': () => {
        asked += 1;
        return cardsOf(asked === 1 ? page : page.slice(17));
      },
      ...Object.fromEntries(page.map((each) => [`POST /api/matches/cofounders/${each.id}/pass`, () => new Response(null, { status: 204 })])),
    });
    const { user } = await open('/cofounders', 'Member 1');
    for (let index = 1; index <= 17; index += 1) {
      await user.click(screen.getByRole('button', { name: 'Pass' }));
      await screen.findByRole('region', { name: `Member ${index + 1}` });
    }
    await waitFor(() => expect(calls(fetchMock, 'GET /api/matches/cofounders').length).toBeGreaterThan(1));
    expect(screen.getByRole('region', { name: 'Member 18' })).toBeVisible();
  });
});

describe('/mentors and /investors', () => {
  it('shows a mentor’s particulars and applies with the mentorship alert', async () => {
    const fetchMock = memberApi({
      'GET /api/matches/mentors': () => cardsOf([mentor]),
      'POST /api/pitches': () => jsonResponse(201, { pitch: sentPitch({ id: 't-1', name: 'Meera Nair' }, 'Hi', { kind: 'mentor' }), allowance: allowance(4) }),
    });
    const { user } = await open('/mentors', 'Meera Nair');
    const region = screen.getByRole('region', { name: 'Meera Nair' });
    expect(region).toHaveTextContent('Great match');
    expect(region).toHaveTextContent('₹5,000 an hour');
    expect(region).toHaveTextContent('Weekends');
    expect(within(region).getByRole('list', { name: 'Expertise' })).toHaveTextContent('Pricing');
    expect(within(region).getByRole('list', { name: 'Mentorship areas' })).toHaveTextContent('Fundraising');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Meera Nair' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your application' }), 'Please guide our pricing.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("Mentorship application sent to Meera Nair! You'll be notified when they respond.")).toBeVisible();
    expect(calls(fetchMock, 'POST /api/pitches')[0]?.body).toEqual({ kind: 'mentor', targetId: 't-1', message: 'Please guide our pricing.' });
    expect(await screen.findByText("That's all the geniuses we have for today! 🚀")).toBeVisible();
  });

  it('keeps a failed application open with its SPEC text', async () => {
    memberApi({ 'GET /api/matches/mentors': () => cardsOf([mentor]), 'POST /api/pitches': () => apiError(503, 'unavailable', 'Down') });
    const { user } = await open('/mentors', 'Meera Nair');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your application' }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Failed to send application. Please try again.')).toBeVisible();
  });

  it('shows an investor’s particulars and sends a pitch with a deck link', async () => {
    const fetchMock = memberApi({
      'GET /api/matches/investors': () => cardsOf([investor]),
      'POST /api/pitches': () => jsonResponse(201, { pitch: sentPitch({ id: 'i-1', name: 'Vikram Rao' }, 'Hi', { kind: 'investor' }), allowance: allowance(4) }),
    });
    const { user } = await open('/investors', 'Vikram Rao');
    const region = screen.getByRole('region', { name: 'Vikram Rao' });
    expect(region).toHaveTextContent('Partner at Banyan Ventures');
    expect(region).toHaveTextContent('Seed');
    expect(region).toHaveTextContent('₹2–5 crore');
    expect(within(region).getByRole('list', { name: 'Focus areas' })).toHaveTextContent('SaaS');
    expect(within(region).getByRole('list', { name: 'Portfolio' })).toHaveTextContent('Dabba');
    expect(within(region).getByRole('list', { name: 'Recent investments' })).toHaveTextContent('Kirana Labs');

    await user.click(screen.getByRole('button', { name: 'Pitch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pitch Vikram Rao' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your pitch' }), 'Credit for kiranas.');
    await user.type(within(dialog).getByRole('textbox', { name: /Pitch-deck link/ }), 'https://deck.example/kirana');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("Pitch sent to Vikram Rao! You'll be notified when they respond.")).toBeVisible();
    expect(calls(fetchMock, 'POST /api/pitches')[0]?.body).toEqual({ kind: 'investor', targetId: 'i-1', message: 'Credit for kiranas.', pitchDeckLink: 'https://deck.example/kirana' });
  });
});

describe('the Sent tab', () => {
  it('lists what I sent with status badges and answers', async () => {
    cofoundersApi({
      'GET /api/pitches/sent': () =>
        jsonResponse(200, {
          items: [
            sentPitch({ id: 'c-1', name: 'Ananya Iyer' }, 'Let us build together.', { status: 'approved', response: 'accepted', responseNote: 'Happy to talk!' }),
            sentPitch({ id: 'i-1', name: 'Vikram Rao' }, 'Credit for kiranas.', { kind: 'investor', status: 'rejected' }),
            sentPitch({ id: 't-1', name: 'Meera Nair' }, 'Guide our pricing.', { kind: 'mentor' }),
          ],
          allowance: allowance(2),
        }),
    });
    const { user } = await open('/cofounders', 'Ananya Iyer');
    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    const list = await screen.findByRole('list', { name: 'Sent pitches and applications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Ananya Iyer');
    expect(items[0]).toHaveTextContent('Cofounder application');
    expect(items[0]).toHaveTextContent('Accepted: Happy to talk!');
    expect(within(list).getByText('approved')).toHaveClass('text-emerald-200');
    expect(within(list).getByText('rejected')).toHaveClass('text-rose-200');
    expect(items[1]).toHaveTextContent('Pitch');
    expect(within(list).getByText('pending')).toHaveClass('text-amber-200');
    expect(items[2]).toHaveTextContent('Mentorship application');
  });
});
