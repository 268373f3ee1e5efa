import { screen, waitFor, within } from '@testing-library/react';

import { jsonResponse, mockFetch, networkFailure } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const joined = "✅ Successfully joined the waitlist! We'll be in touch soon.";
const failed = '❌ Something went wrong. Please try again.';
const offline = '❌ Network error. Please check your connection and try again.';

async function openMarketing() {
  const app = renderApp('/marketing');
  await screen.findByRole('heading', { name: 'Request your seat at the table' });
  // The form is loaded after the page's first render.
  await screen.findByLabelText('I am joining as');
  return app;
}

async function fillRequiredFields(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Full name'), '  Priya Raman ');
  await user.type(screen.getByLabelText('Email'), 'priya@kiranalabs.in');
  await user.type(screen.getByLabelText('City'), 'Chennai');
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('/marketing', () => {
  it('has the nav, hero buttons, How It Works, the early-access note and the stats', async () => {
    await openMarketing();
    const nav = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(nav.getByRole('link', { name: 'Founder Login' })).toHaveAttribute('href', '/founder-login');
    for (const label of ['Join as Founder', 'Become a Mentor', 'Join as Investor']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    for (const step of ['Apply and get vetted', 'Smart matching', 'Meaningful connections']) {
      expect(screen.getByRole('heading', { name: new RegExp(step) })).toBeInTheDocument();
    }
    expect(screen.getByText(/free for the first 1000 members/)).toBeInTheDocument();
    for (const stat of ['10,000+', '500+', '1,000+', '50+']) expect(screen.getByText(stat)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Building a company is lonely/ })).toBeInTheDocument();
  });

  it.each([
    ['Become a Mentor', 'Mentor'],
    ['Join as Investor', 'Investor'],
    ['Join as Founder', 'Founder'],
  ])('"%s" preselects %s in the waitlist form and scrolls to it', async (button, role) => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = await openMarketing();
    expect(screen.getByLabelText('I am joining as')).toHaveValue('Founder');

    await user.click(screen.getByRole('button', { name: button }));

    expect(screen.getByLabelText('I am joining as')).toHaveValue(role);
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveProperty('id', 'waitlist');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
  });

  it('submits the entry, shows the green ✅ message and resets the form to Founder', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { status: 'joined' }));
    const { user } = await openMarketing();
    await user.click(screen.getByRole('button', { name: 'Become a Mentor' }));
    await fillRequiredFields(user);
    await user.type(screen.getByLabelText(/Referral code/), 'SANGAM-42');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    const message = await screen.findByText(joined);
    expect(message).toHaveClass('text-emerald-200');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/waitlist');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Priya Raman',
      email: 'priya@kiranalabs.in',
      role: 'Mentor',
      city: 'Chennai',
      referral: 'SANGAM-42',
    });

    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText(/Referral code/)).toHaveValue('');
    expect(screen.getByLabelText('I am joining as')).toHaveValue('Founder');
  });

  it('shows "Joining the waitlist…" and disables the button while submitting', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await openMarketing();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByRole('button', { name: 'Joining the waitlist…' })).toBeDisabled();
    answer(jsonResponse(201, { status: 'joined' }));
    expect(await screen.findByText(joined)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
  });

  it('shows the red ❌ message on a non-success answer and keeps what was typed', async () => {
    mockFetch(() => jsonResponse(500, { error: { code: 'internal', message: 'Internal error' } }));
    const { user } = await openMarketing();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    const message = await screen.findByText(failed);
    expect(message).toHaveClass('text-rose-200');
    expect(screen.getByLabelText('Email')).toHaveValue('priya@kiranalabs.in');
  });

  it('puts the server’s field messages next to the fields on a 400', async () => {
    mockFetch(() =>
      jsonResponse(400, { error: { code: 'validation_failed', message: 'Invalid entry', fields: { city: 'Unknown city' } } }),
    );
    const { user } = await openMarketing();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(screen.getByText('Unknown city')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
  });

  it('treats a success answer that breaks the contract as a failure', async () => {
    mockFetch(() => jsonResponse(201, { status: 'maybe' }));
    const { user } = await openMarketing();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(failed)).toBeInTheDocument();
  });

  it('shows the network-error message when the request cannot be sent', async () => {
    mockFetch(networkFailure);
    const { user } = await openMarketing();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    const message = await screen.findByText(offline);
    expect(message).toHaveClass('text-rose-200');
  });

  it('does not submit an invalid email', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { status: 'joined' }));
    const { user } = await openMarketing();
    await user.type(screen.getByLabelText('Full name'), 'Priya Raman');
    await user.type(screen.getByLabelText('Email'), 'priya@');
    await user.type(screen.getByLabelText('City'), 'Chennai');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeEmptyDOMElement();
  });

  it('requires name, email and city but not bio or referral code', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { status: 'joined' }));
    const { user } = await openMarketing();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your city.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('mirrors the server limits: a 101-character name is refused before sending', async () => {
    const fetchMock = mockFetch(() => jsonResponse(201, { status: 'joined' }));
    const { user } = await openMarketing();
    await fillRequiredFields(user);
    await user.clear(screen.getByLabelText('Full name'));
    await user.click(screen.getByLabelText('Full name'));
    await user.paste('a'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByText('Please keep your name under 100 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
