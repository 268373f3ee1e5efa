import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';

import { apiError, mockApi, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp, type RenderedApp } from '@/testing/render-app';
import { advance, settleUntil } from '@/testing/timers';

const step1 = { firstName: 'Priya', lastName: 'Raman', email: 'priya@kiranalabs.in', linkedinUrl: '' };
const step2 = { company: 'Kirana Labs', role: 'CEO', industry: 'Fintech', bio: '' };
const step3 = { interests: ['Sales'], goals: ['Raise Funding'] };

const store = (key: string, value: unknown) => window.sessionStorage.setItem(key, JSON.stringify(value));
const stored = (key: string) => JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as unknown;

const industries = ['AI/ML', 'Fintech', 'Healthcare', 'E-commerce', 'SaaS', 'Blockchain', 'EdTech', 'CleanTech', 'Gaming', 'Social Media', 'IoT', 'Cybersecurity'];
const interests = ['Marketing', 'Operations', 'Design', 'HR', 'Product Development', 'Sales', 'Technology', 'Legal', 'Finance', 'Fundraising'];
const goals = ['Build Network', 'Scale Business', 'Product Feedback', 'Raise Funding', 'Find Mentor', 'Enter New Markets', 'Strategic Partnerships', 'Find Co-founder'];

async function open(path: string) {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const next = () => screen.getByRole('button', { name: 'Next' });
const progress = () => screen.getByRole('progressbar', { name: 'Application progress' });

afterEach(() => {
  vi.useRealTimers();
});

describe('/onboarding/step1', () => {
  it('is Step 1 of 4 at 25% and enables Next only with first name, last name and email', async () => {
    const { user, router } = await open('/onboarding/step1');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/LinkedIn profile URL/)).toHaveAttribute('type', 'url');

    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('First name'), 'Priya');
    await user.type(screen.getByLabelText('Last name'), 'Raman');
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '   ');
    expect(next()).toBeDisabled();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'priya@kiranalabs.in');
    expect(next()).toBeEnabled();

    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/step2'));
    expect(stored('onboarding_step1')).toEqual({ firstName: 'Priya', lastName: 'Raman', email: 'priya@kiranalabs.in', linkedinUrl: '' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Venture' })).toBeVisible();
  });

  it('prefills from the stored draft and goes Back to /', async () => {
    store('onboarding_step1', { ...step1, linkedinUrl: 'https://www.linkedin.com/in/priya' });
    const { user, router } = await open('/onboarding/step1');
    expect(screen.getByLabelText('First name')).toHaveValue('Priya');
    expect(screen.getByLabelText(/LinkedIn profile URL/)).toHaveValue('https://www.linkedin.com/in/priya');
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/onboarding/step2', () => {
  it('redirects to step 1 when step 1 is missing', async () => {
    const { router } = await open('/onboarding/step2');
    expect(router.state.location.pathname).toBe('/onboarding/step1');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  });

  it('offers the twelve industries as one choice and enables Next with company, role and industry', async () => {
    store('onboarding_step1', step1);
    const { user, router } = await open('/onboarding/step2');
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    const industryGroup = screen.getByRole('group', { name: 'Industry' });
    expect(within(industryGroup).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(industries);
    expect(screen.getByLabelText(/Short bio/)).toHaveAttribute('rows', '3');

    await user.type(screen.getByLabelText('Company name'), 'Kirana Labs');
    await user.type(screen.getByLabelText('Your role'), 'CEO');
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'SaaS' }));
    await user.click(screen.getByRole('radio', { name: 'Fintech' }));
    expect(screen.getByRole('radio', { name: 'SaaS' })).not.toBeChecked();
    expect(next()).toBeEnabled();

    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/step3'));
    expect(stored('onboarding_step2')).toEqual({ company: 'Kirana Labs', role: 'CEO', industry: 'Fintech', bio: '', fundingStage: '', teamSize: '' });
  });

  it('asks the funding stage and team size, both optional, and refuses a team size out of range', async () => {
    store('onboarding_step1', step1);
    store('onboarding_step2', step2);
    const { user, router } = await open('/onboarding/step2');
    const stage = screen.getByLabelText(/Funding stage/);
    expect(within(stage).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', 'Idea', 'MVP', 'Seed', 'Series A', 'Series B', 'Series C+']);
    expect(stage).toHaveValue('');
    expect(next()).toBeEnabled();

    await user.selectOptions(stage, 'Series A');
    await user.type(screen.getByLabelText(/Team size/), '10001');
    await user.click(next());
    expect(await screen.findByText('Enter a whole number from 1 to 10000.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/onboarding/step2');

    await user.clear(screen.getByLabelText(/Team size/));
    await user.type(screen.getByLabelText(/Team size/), '6');
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/step3'));
    expect(stored('onboarding_step2')).toEqual({ ...step2, fundingStage: 'Series A', teamSize: '6' });
  });

  it('goes Back to step 1', async () => {
    store('onboarding_step1', step1);
    const { user, router } = await open('/onboarding/step2');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/onboarding/step1');
  });
});

describe('/onboarding/step3', () => {
  it('redirects to step 1 when step 2 is missing', async () => {
    store('onboarding_step1', step1);
    const { router } = await open('/onboarding/step3');
    expect(router.state.location.pathname).toBe('/onboarding/step1');
  });

  it('needs at least one interest and one goal; a second click deselects', async () => {
    store('onboarding_step1', step1);
    store('onboarding_step2', step2);
    const { user, router } = await open('/onboarding/step3');
    expect(screen.getByText('Step 3 of 4')).toBeVisible();
    expect(progress()).toHaveAttribute('aria-valuenow', '75');
    expect(within(screen.getByRole('group', { name: 'Interests' })).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(interests);
    expect(within(screen.getByRole('group', { name: 'Goals' })).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(goals);

    await user.click(screen.getByRole('checkbox', { name: 'Sales' }));
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Raise Funding' }));
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Raise Funding' }));
    expect(screen.getByRole('checkbox', { name: 'Raise Funding' })).not.toBeChecked();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Find Mentor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Build Network' }));
    await user.click(screen.getByRole('checkbox', { name: 'Design' }));

    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/step4'));
    expect(stored('onboarding_step3')).toEqual({ interests: ['Design', 'Sales'], goals: ['Build Network', 'Find Mentor'] });
  });
});

describe('/onboarding/step4', () => {
  const fillDrafts = () => {
    store('onboarding_step1', step1);
    store('onboarding_step2', step2);
    store('onboarding_step3', step3);
  };

  it('redirects to step 1 when step 3 is missing', async () => {
    store('onboarding_step1', step1);
    store('onboarding_step2', step2);
    const { router } = await open('/onboarding/step4');
    expect(router.state.location.pathname).toBe('/onboarding/step1');
  });

  it('shows the Core and Elite plans and keeps Submit disabled until one is chosen', async () => {
    fillDrafts();
    const { user, router } = await open('/onboarding/step4');
    expect(screen.getByText('Step 4 of 4')).toBeVisible();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');

    const core = screen.getByRole('radio', { name: /Core/ });
    const elite = screen.getByRole('radio', { name: /Elite/ });
    expect(core).toHaveAccessibleDescription(/Curated daily matches.*Weekly collaboration posts.*Smart introductions.*Verified network access/);
    expect(elite).toHaveAccessibleDescription(
      /Unlimited connections.*Priority matching.*Profile amplification.*Advanced analytics.*Exclusive events/,
    );
    expect(screen.getByText('₹999')).toBeVisible();
    expect(screen.getByText('₹2,999')).toBeVisible();
    expect(screen.getAllByText('/month')).toHaveLength(2);

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(elite);
    expect(submit).toBeEnabled();

    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/onboarding/step3');
  });

  it('submits every draft, reads "Submitting...", then shows ✅, clears the drafts and opens /success after exactly 1.5 s', async () => {
    fillDrafts();
    store('onboarding_step1', { ...step1, linkedinUrl: ' https://www.linkedin.com/in/priya ' });
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({ 'POST /api/applications': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user, router } = await open('/onboarding/step4');
    await user.click(screen.getByRole('radio', { name: /Core/ }));

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await settleUntil(() => screen.queryByRole('button', { name: 'Submitting...' }) !== null);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    expect(requestsOf(fetchMock)[0]).toMatchObject({
      call: 'POST /api/applications',
      body: {
        firstName: 'Priya',
        lastName: 'Raman',
        email: 'priya@kiranalabs.in',
        linkedinUrl: 'https://www.linkedin.com/in/priya',
        company: 'Kirana Labs',
        role: 'CEO',
        industry: 'Fintech',
        bio: null,
        fundingStage: null,
        teamSize: null,
        interests: ['Sales'],
        goals: ['Raise Funding'],
        plan: 'core',
      },
    });

    answer(jsonResponse(201, { status: 'pending' }));
    await settleUntil(() => screen.queryByText('✅ Application submitted!') !== null);
    expect(window.sessionStorage.getItem('onboarding_step1')).toBeNull();
    expect(window.sessionStorage.getItem('onboarding_step2')).toBeNull();
    expect(window.sessionStorage.getItem('onboarding_step3')).toBeNull();

    await advance(1499);
    expect(router.state.navigation.location).toBeUndefined();
    expect(router.state.location.pathname).toBe('/onboarding/step4');
    await advance(1);
    expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe('/success');

    vi.useRealTimers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Submitted' })).toBeVisible();
  });

  it('sends the funding stage and the team size, as a number, when step 2 has them', async () => {
    fillDrafts();
    store('onboarding_step2', { ...step2, fundingStage: 'Seed', teamSize: ' 6 ' });
    const fetchMock = mockApi({ 'POST /api/applications': () => jsonResponse(201, { status: 'pending' }) });
    const { user } = await open('/onboarding/step4');
    await user.click(screen.getByRole('radio', { name: /Core/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(requestsOf(fetchMock)).toHaveLength(1));
    expect(requestsOf(fetchMock)[0]?.body).toMatchObject({ company: 'Kirana Labs', fundingStage: 'Seed', teamSize: 6 });
  });

  it("shows '❌ ' plus the server's message and its field messages when the API refuses", async () => {
    fillDrafts();
    mockApi({
      'POST /api/applications': () => apiError(400, 'validation_failed', 'Please check the highlighted fields.', { email: 'Enter a valid email address.' }),
    });
    const { user, router } = await open('/onboarding/step4');
    await user.click(screen.getByRole('radio', { name: /Elite/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('❌ Please check the highlighted fields.')).toBeVisible();
    expect(screen.getByText('Email: Enter a valid email address.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/onboarding/step4');
    expect(stored('onboarding_step1')).toEqual(step1);
  });

  it("shows the server's message for an already approved email", async () => {
    fillDrafts();
    mockApi({ 'POST /api/applications': () => apiError(409, 'already_approved', 'This email already belongs to a member.') });
    const { user } = await open('/onboarding/step4');
    await user.click(screen.getByRole('radio', { name: /Core/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('❌ This email already belongs to a member.')).toBeVisible();
  });

  it('says from which day a rejected address may apply again, in the applicant’s language', async () => {
    fillDrafts();
    const tooEarly = () =>
      apiError(409, 'reapply_too_early', 'An application from this address was not approved recently. You can apply again from 26 February 2027.', {
        reapplyFrom: '2027-02-26',
      });
    mockApi({ 'POST /api/applications': tooEarly });
    const { user } = await open('/onboarding/step4');
    await user.click(screen.getByRole('radio', { name: /Core/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('❌ An application from this address was not approved recently. You can apply again from February 26, 2027.'),
    ).toBeVisible();
    expect(screen.queryByText(/reapplyFrom/)).not.toBeInTheDocument();

    await i18next.changeLanguage('de');
    try {
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('❌ Eine Bewerbung mit dieser Adresse wurde kürzlich nicht angenommen. Sie können sich ab dem 26. Februar 2027 erneut bewerben.')).toBeVisible();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it("shows '🔥 ' plus the message on an unexpected exception", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fillDrafts();
    mockApi({ 'POST /api/applications': () => jsonResponse(201, { status: 'surprise' }) });
    const { user } = await open('/onboarding/step4');
    await user.click(screen.getByRole('radio', { name: /Core/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/^🔥 Unexpected response for POST \/applications/)).toBeVisible();
  });
});

describe('/success', () => {
  it('says the application is under review, that an email follows approval, and links Back to Home', async () => {
    const { user, router }: RenderedApp = await open('/success');
    expect(screen.getByRole('heading', { level: 1, name: 'Application Submitted' })).toBeVisible();
    expect(screen.getByText(/under review/)).toBeVisible();
    expect(screen.getByText(/email you once it is approved/)).toBeVisible();
    expect(screen.getByText(/usually within 3 working days, and we will e-mail you either way/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
