import { screen, waitFor, within } from '@testing-library/react';

import type { Verification } from '@/features/verification/api/get-verification';
import { verificationOf } from '@/features/verification/testing/verification-of';
import { memberApi } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp, type RenderedApp } from '@/testing/render-app';

// 12:00 IST on Monday 10 March 2025.
const now = new Date('2025-03-10T06:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
});

type Handlers = Parameters<typeof memberApi>[0];

async function openVerification(verification: Verification = verificationOf(), handlers: Handlers = {}) {
  const fetchMock = memberApi({ 'GET /api/me/verification': () => jsonResponse(200, verification), ...handlers });
  const app = renderApp('/verification');
  expect(await screen.findByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  await screen.findByRole('region', { name: 'Your progress' });
  return { ...app, fetchMock };
}

const stepCard = (title: string) => screen.getByRole('article', { name: title });
/** The step forms, by their names; the member layout has forms of its own (search). */
const stepForms = ['Connect LinkedIn', 'Company information', 'Identity document', 'Book your video call', 'Verify your phone'];
const shownForms = () => stepForms.filter((name) => screen.queryByRole('form', { name }) !== null);

/** Presses a step card's action and waits for the form it opens (the forms load on first use). */
async function openForm(user: RenderedApp['user'], action: string, form: string) {
  await user.click(screen.getByRole('button', { name: action }));
  return screen.findByRole('form', { name: form });
}

describe('/verification', () => {
  it('shows x/6 completed, the bar and N% complete - Keep going! below 100%', async () => {
    await openVerification(verificationOf({ phone: 'completed' }));
    const progress = screen.getByRole('region', { name: 'Your progress' });
    expect(progress).toHaveTextContent('2/6 completed');
    expect(within(progress).getByRole('progressbar', { name: 'Verification progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(within(progress).getByText('33% complete - Keep going!')).toBeVisible();
    expect(progress).not.toHaveTextContent('Congratulations');
  });

  it("says Congratulations! You're fully verified! at 100%", async () => {
    await openVerification(verificationOf({ phone: 'completed', linkedin: 'completed', company: 'completed', identity: 'completed', video: 'completed' }));
    const progress = screen.getByRole('region', { name: 'Your progress' });
    expect(progress).toHaveTextContent('6/6 completed');
    expect(within(progress).getByText("Congratulations! You're fully verified!")).toBeVisible();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(progress).not.toHaveTextContent('Keep going');
  });

  it('shows six step cards with the status icons, named for each status, and a failure’s reason', async () => {
    await openVerification(
      verificationOf(
        { phone: 'completed', linkedin: 'in-progress', company: 'failed' },
        { linkedin: { detail: { url: 'https://www.linkedin.com/in/priya' } }, company: { reason: 'The website does not load.' } },
      ),
    );
    const steps = within(screen.getByRole('region', { name: 'Verification steps' })).getAllByRole('article');
    expect(steps.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Email Verification',
      'Phone Number',
      'LinkedIn Profile',
      'Company Verification',
      'Identity Document',
      'Video Verification',
    ]);
    const icon = (title: string) => within(stepCard(title)).getByRole('img');
    expect(icon('Email Verification')).toHaveAccessibleName('Completed');
    expect(icon('Email Verification')).toHaveClass('text-green-400');
    expect(icon('LinkedIn Profile')).toHaveAccessibleName('In progress');
    expect(icon('LinkedIn Profile')).toHaveClass('text-yellow-300');
    expect(icon('Identity Document')).toHaveAccessibleName('Pending');
    expect(icon('Identity Document')).toHaveClass('text-ink-500');
    expect(icon('Company Verification')).toHaveAccessibleName('Failed');
    expect(icon('Company Verification')).toHaveClass('text-red-400');

    expect(stepCard('Company Verification')).toHaveTextContent('Why it failed: The website does not load.');
    expect(stepCard('LinkedIn Profile')).toHaveTextContent('Profile: https://www.linkedin.com/in/priya');
    expect(stepCard('LinkedIn Profile')).toHaveTextContent('Waiting for review.');
    expect(within(stepCard('Email Verification')).queryByRole('button')).toBeNull();
    expect(within(stepCard('Company Verification')).getByRole('button', { name: 'Try again: Company Verification' })).toBeVisible();
    expect(within(stepCard('Identity Document')).getByRole('button', { name: 'Start: Identity Document' })).toBeVisible();
  });

  it('lists the four benefits', async () => {
    await openVerification();
    const benefits = screen.getByRole('region', { name: 'Benefits' });
    for (const benefit of ['Trust Badge', 'Priority Matching', 'Premium Features', 'Investor Access']) expect(within(benefits).getByText(benefit)).toBeVisible();
  });

  it('keeps the SPEC’s odd mapping: the value starts at 0 (no form), 2 shows LinkedIn, then LinkedIn → company → identity → video', async () => {
    let verification = verificationOf({ phone: 'completed' });
    const answer = (changes: Parameters<typeof verificationOf>[0]) => {
      verification = verificationOf({ phone: 'completed', ...verification.steps.reduce((all, step) => ({ ...all, [step.id]: step.status }), {}), ...changes });
      return jsonResponse(200, verification);
    };
    const { user, fetchMock } = await openVerification(verification, {
      'PUT /api/me/verification/linkedin': () => answer({ linkedin: 'in-progress' }),
      'PUT /api/me/verification/company': () => answer({ company: 'in-progress' }),
      'PUT /api/me/verification/identity': () => answer({ identity: 'in-progress' }),
    });

    // 0: no form at first.
    expect(shownForms()).toEqual([]);

    // The LinkedIn card's action sets the value to 2, which shows the LinkedIn form.
    const linkedin = await openForm(user, 'Start: LinkedIn Profile', 'Connect LinkedIn');
    expect(shownForms()).toEqual(['Connect LinkedIn']);
    const url = within(linkedin).getByLabelText('LinkedIn profile URL');
    expect(url).toHaveAttribute('type', 'url');
    expect(within(linkedin).getByRole('button', { name: 'Connect LinkedIn' })).toBeDisabled();
    await user.type(url, 'https://www.linkedin.com/in/priya');
    await user.click(within(linkedin).getByRole('button', { name: 'Connect LinkedIn' }));

    // After LinkedIn the value is 3: the company form.
    const company = await screen.findByRole('form', { name: 'Company information' });
    expect(shownForms()).toEqual(['Company information']);
    expect(screen.getByText('✅ Your LinkedIn profile is waiting for review. Next: your company.')).toBeVisible();
    expect(within(stepCard('LinkedIn Profile')).getByRole('img')).toHaveAccessibleName('In progress');
    expect(within(company).getByLabelText('Description')).toHaveAttribute('rows', '4');
    const submitCompany = within(company).getByRole('button', { name: 'Submit company info' });
    await user.type(within(company).getByLabelText('Company name'), 'Kirana Labs');
    await user.type(within(company).getByLabelText('Website'), 'https://kiranalabs.in');
    expect(submitCompany).toBeDisabled();
    await user.type(within(company).getByLabelText('Description'), 'Credit for corner shops.');
    await user.click(submitCompany);

    // After company the value is 4: the identity document.
    const identity = await screen.findByRole('form', { name: 'Identity document' });
    expect(shownForms()).toEqual(['Identity document']);
    const file = within(identity).getByLabelText('Choose a file');
    expect(file).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    await user.upload(file, new File(['%PDF-1.4'], 'aadhaar.pdf', { type: 'application/pdf' }));

    // After a file the value is 5: the video call.
    expect(await screen.findByRole('form', { name: 'Book your video call' })).toBeVisible();
    expect(shownForms()).toEqual(['Book your video call']);

    const calls = requestsOf(fetchMock).filter(({ call }) => call.startsWith('PUT'));
    expect(calls.map(({ call }) => call)).toEqual(['PUT /api/me/verification/linkedin', 'PUT /api/me/verification/company', 'PUT /api/me/verification/identity?name=aadhaar.pdf']);
    expect(calls[0]?.body).toEqual({ linkedinUrl: 'https://www.linkedin.com/in/priya' });
    expect(calls[1]?.body).toEqual({ companyName: 'Kirana Labs', website: 'https://kiranalabs.in', description: 'Credit for corner shops.' });
    expect(new Headers(calls[2]?.init?.headers).get('Content-Type')).toBe('application/pdf');
  });

  it('puts the server’s field messages under their fields and stays on the form', async () => {
    const { user } = await openVerification(verificationOf(), {
      'PUT /api/me/verification/linkedin': () => apiError(400, 'validation_failed', 'Some fields need attention.', { linkedinUrl: 'Your profile’s address, like https://www.linkedin.com/in/name.' }),
    });
    const form = await openForm(user, 'Start: LinkedIn Profile', 'Connect LinkedIn');
    await user.type(within(form).getByLabelText('LinkedIn profile URL'), 'https://example.com/me');
    await user.click(within(form).getByRole('button', { name: 'Connect LinkedIn' }));
    expect(await within(form).findByText('Your profile’s address, like https://www.linkedin.com/in/name.')).toBeVisible();
    expect(shownForms()).toEqual(['Connect LinkedIn']);
  });

  it('says why a document was refused: too large (413) or not JPG, PNG or PDF (415)', async () => {
    let refusal = apiError(413, 'payload_too_large', 'The request body is too large.');
    const { user } = await openVerification(verificationOf(), { 'PUT /api/me/verification/identity': () => refusal });
    const form = await openForm(user, 'Start: Identity Document', 'Identity document');
    await user.upload(within(form).getByLabelText('Choose a file'), new File(['x'], 'scan.png', { type: 'image/png' }));
    expect(await within(form).findByText('❌ This file is larger than 5 MB. Please choose a smaller one.')).toBeVisible();

    refusal = apiError(415, 'unsupported_document', 'Please choose a JPG, PNG or PDF file.');
    await user.upload(within(form).getByLabelText('Choose a file'), new File(['x'], 'scan.png', { type: 'image/png' }));
    expect(await within(form).findByText('❌ Please choose a JPG, PNG or PDF file.')).toBeVisible();
    expect(shownForms()).toEqual(['Identity document']);
  });

  it('books the video call on a half hour between 10:00 and 17:30 IST', async () => {
    const { user, fetchMock } = await openVerification(verificationOf({ identity: 'in-progress' }), {
      'PUT /api/me/verification/video': ({ body }) => jsonResponse(200, verificationOf({ identity: 'in-progress', video: 'in-progress' }, { video: { detail: body as { slot: string } } })),
    });
    const form = await openForm(user, 'Start: Video Verification', 'Book your video call');
    const time = within(form).getByLabelText('Time');
    expect(time).toBeDisabled();
    await user.type(within(form).getByLabelText('Day'), '2025-03-11');
    const options = within(time).getAllByRole('option').slice(1);
    expect(options).toHaveLength(16);
    expect(options[0]).toHaveTextContent('10:00 am IST');
    expect(options.at(-1)).toHaveTextContent('5:30 pm IST');
    await user.selectOptions(time, '10:30 am IST');
    await user.click(within(form).getByRole('button', { name: 'Book the call' }));
    expect(await screen.findByText('✅ Your call is booked for Tue 11/03/2025, 10:30 am IST.')).toBeVisible();
    expect(requestsOf(fetchMock).find(({ call }) => call === 'PUT /api/me/verification/video')?.body).toEqual({ slot: '2025-03-11T05:00:00Z' });
    expect(within(stepCard('Video Verification')).getByRole('img')).toHaveAccessibleName('In progress');
  });

  it('verifies the phone: number, then the code, with resend and the server’s texts', async () => {
    let tries = 5;
    const { user, fetchMock } = await openVerification(verificationOf(), {
      'POST /api/me/verification/phone': () => jsonResponse(200, verificationOf({ phone: 'in-progress' }, { phone: { detail: { phone: '+91 ••••••3210' } } })),
      'POST /api/me/verification/phone/confirm': ({ body }) => {
        if ((body as { code: string }).code === '123456') return jsonResponse(200, verificationOf({ phone: 'completed' }));
        tries -= 1;
        return apiError(400, 'wrong_code', `That code is not right. ${tries} tries left.`, { code: 'That code is not right.' });
      },
    });
    let form = await openForm(user, 'Start: Phone Number', 'Verify your phone');
    expect(shownForms()).toEqual(['Verify your phone']);
    await user.type(within(form).getByLabelText('Mobile number'), '98765 43210');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code to +91 ••••••3210. It works for 10 minutes.')).toBeVisible();

    form = screen.getByRole('form', { name: 'Verify your phone' });
    await user.type(within(form).getByLabelText('Six-digit code'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await within(form).findByText('❌ That code is not right. 4 tries left.')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Resend code' }));
    expect(await within(form).findByText('✅ A new code is on its way.')).toBeVisible();
    expect(requestsOf(fetchMock).filter(({ call }) => call === 'POST /api/me/verification/phone').map(({ body }) => body)).toEqual([{ phone: '98765 43210' }, { phone: '98765 43210' }]);

    await user.clear(within(form).getByLabelText('Six-digit code'));
    await user.type(within(form).getByLabelText('Six-digit code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('✅ Your phone number is verified.')).toBeVisible();
    expect(shownForms()).toEqual([]);
    expect(within(stepCard('Phone Number')).getByRole('img')).toHaveAccessibleName('Completed');
  });

  it('says so when an expired code is tried', async () => {
    const { user } = await openVerification(verificationOf({ phone: 'in-progress' }, { phone: { detail: { phone: '+91 ••••••3210' } } }), {
      'POST /api/me/verification/phone/confirm': () => apiError(410, 'code_expired', 'This code has expired. Ask for a new one.'),
    });
    const form = await openForm(user, 'Enter code: Phone Number', 'Verify your phone');
    await user.type(within(form).getByLabelText('Six-digit code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await within(form).findByText('❌ This code has expired. Ask for a new one.')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Use a different number' }));
    expect(within(screen.getByRole('form', { name: 'Verify your phone' })).getByLabelText('Mobile number')).toBeVisible();
  });

  it('offers Try again when the steps cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    memberApi({ 'GET /api/me/verification': () => (fail ? apiError(500, 'internal', 'Boom') : jsonResponse(200, verificationOf())) });
    const { user } = renderApp('/verification');
    expect(await screen.findByText('Your verification steps could not be loaded. Please try again.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your progress' })).toBeVisible());
  });
});
