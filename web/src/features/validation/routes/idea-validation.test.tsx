import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { validationServer } from '@/features/validation/testing/validation-server';
import { memberApi } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { networkFailure } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { advance, settleUntil } from '@/testing/timers';

const problem: [string, string, string, string] = [
  'Kirana owners lose track of credit given to regular customers.',
  'A paper khata and WhatsApp reminders.',
  'About ₹4,000 a month in unpaid dues per shop.',
  'Forty shop owners in Pune told us so.',
];

const saves = (fetchMock: ReturnType<typeof memberApi>) => requestsOf(fetchMock).filter(({ call }) => call.startsWith('PUT /api/me/validation/steps/'));

const question = (name: RegExp) => screen.getByRole('textbox', { name });
const stepButton = (step: number) => within(screen.getByRole('navigation', { name: 'Validation steps' })).getByRole('button', { name: new RegExp(`^Step ${step}:`) });
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^(Problem|Customer|Solution|Market & competition|Business model & traction)$/ });

async function openHub(server: ReturnType<typeof validationServer>) {
  const fetchMock = memberApi(server.handlers);
  const view = renderApp('/idea-validation');
  expect(await screen.findByRole('heading', { level: 1, name: 'Idea Validation Hub' })).toBeVisible();
  await screen.findByRole('navigation', { name: 'Validation steps' });
  return { ...view, fetchMock };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/idea-validation', () => {
  it('shows each step with its status, opens the first step not completed, and moves with Previous and Next', async () => {
    const server = validationServer({ answers: { 1: problem, 2: ['Shop owners', '', '', ''] }, completed: [1] });
    const { user } = await openHub(server);

    expect(stepButton(1)).toHaveAccessibleName('Step 1: Problem — Completed');
    expect(stepButton(2)).toHaveAccessibleName('Step 2: Customer — In progress');
    expect(stepButton(3)).toHaveAccessibleName('Step 3: Solution — Not started');
    expect(stepButton(2)).toHaveAttribute('aria-current', 'step');
    expect(stepHeading()).toHaveTextContent('Customer');
    expect(screen.getByText('Step 2 of 5')).toBeVisible();
    expect(question(/Who is your first customer\?/)).toHaveValue('Shop owners');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toHaveTextContent('Solution');
    expect(stepHeading()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepHeading()).toHaveTextContent('Problem');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText(/^Completed on /)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Complete step' })).toBeNull();

    await user.click(stepButton(5));
    expect(stepHeading()).toHaveTextContent('Business model & traction');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('saves the four answers of a step once typing pauses, saying Saving… and then Saved', async () => {
    const server = validationServer();
    const { fetchMock } = await openHub(server);
    vi.useFakeTimers();

    fireEvent.change(question(/What problem are you solving/), { target: { value: 'Credit' } });
    fireEvent.change(question(/What problem are you solving/), { target: { value: problem[0] } });
    expect(screen.getByText('Saving…')).toBeVisible();
    expect(stepButton(1)).toHaveAccessibleName('Step 1: Problem — In progress');
    expect(screen.getByText('1 of 4 answered')).toBeVisible();

    await advance(799);
    expect(saves(fetchMock)).toEqual([]);
    await advance(1);
    await settleUntil(() => screen.queryByText('Saved') !== null);
    expect(saves(fetchMock).map(({ call, body }) => [call, body])).toEqual([['PUT /api/me/validation/steps/1', { answers: [problem[0], '', '', ''] }]]);
    expect(server.answersOf(1)).toEqual([problem[0], '', '', '']);
  });

  it('offers Complete only when all four answers are filled (a blank one does not count), and completes the step', async () => {
    const server = validationServer({ answers: { 1: [problem[0], problem[1], problem[2], ''] } });
    const { user, fetchMock } = await openHub(server);
    expect(screen.getByText('15%')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Complete step' })).toBeNull();

    const last = question(/What evidence do you have/);
    fireEvent.change(last, { target: { value: '  \n ' } });
    expect(stepButton(1)).toHaveAccessibleName('Step 1: Problem — In progress');
    expect(screen.queryByRole('button', { name: 'Complete step' })).toBeNull();
    expect(screen.getByText('15%')).toBeVisible();

    fireEvent.change(last, { target: { value: problem[3] } });
    expect(stepButton(1)).toHaveAccessibleName('Step 1: Problem — Ready');
    expect(screen.getByText('20%')).toBeVisible();
    // Complete saves what is typed first, then completes: in that order, without waiting for the pause.
    await user.click(screen.getByRole('button', { name: 'Complete step' }));
    expect(await screen.findByText(/^Completed on /)).toBeVisible();
    expect(requestsOf(fetchMock).filter(({ call }) => call.startsWith('PUT') || call.startsWith('POST')).map(({ call }) => call)).toEqual([
      'PUT /api/me/validation/steps/1',
      'POST /api/me/validation/steps/1/complete',
    ]);
    expect(stepButton(1)).toHaveAccessibleName('Step 1: Problem — Completed');
    expect(screen.queryByRole('button', { name: 'Complete step' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('says what is missing when the server refuses to complete the step', async () => {
    const server = validationServer({ answers: { 1: problem } });
    server.handlers['POST /api/me/validation/steps/1/complete'] = () => apiError(409, 'not_ready', 'Answer all four questions to complete this step.');
    const { user } = await openHub(server);
    await user.click(screen.getByRole('button', { name: 'Complete step' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Answer all four questions to complete this step.');
  });

  it('keeps the text typed while a save is out, and sends it after', async () => {
    const server = validationServer();
    const { fetchMock } = await openHub(server);
    vi.useFakeTimers();
    const first = question(/What problem are you solving/);

    fireEvent.change(first, { target: { value: 'Kirana' } });
    server.hold();
    await advance(800);
    expect(saves(fetchMock)).toHaveLength(1);
    fireEvent.change(first, { target: { value: 'Kirana owners' } });
    await advance(800);
    // One save at a time: the second waits for the first.
    expect(saves(fetchMock)).toHaveLength(1);

    await act(async () => server.release());
    await settleUntil(() => saves(fetchMock).length === 2);
    expect(first).toHaveValue('Kirana owners');
    await settleUntil(() => screen.queryByText('Saved') !== null);
    expect(saves(fetchMock).map(({ body }) => body)).toEqual([{ answers: ['Kirana', '', '', ''] }, { answers: ['Kirana owners', '', '', ''] }]);
    expect(first).toHaveValue('Kirana owners');
  });

  it('shows a failed save with Retry and keeps the text', async () => {
    const server = validationServer();
    const { user, fetchMock } = await openHub(server);
    server.failWith(networkFailure);
    fireEvent.change(question(/How do people cope with it today/), { target: { value: problem[1] } });

    // Said by the step's title and again by its buttons, where a long step ends.
    const failed = await screen.findAllByText('Your latest answers could not be saved. They are still here.', {}, { timeout: 8000 });
    expect(failed).toHaveLength(2);
    expect(question(/How do people cope with it today/)).toHaveValue(problem[1]);

    server.failWith(null);
    const [retry] = screen.getAllByRole('button', { name: 'Retry' });
    if (retry) await user.click(retry);
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(saves(fetchMock).map(({ body }) => body)).toEqual([{ answers: ['', problem[1], '', ''] }, { answers: ['', problem[1], '', ''] }]);
    expect(server.answersOf(1)).toEqual(['', problem[1], '', '']);
  });

  it('saves at once, without waiting for the pause, on a move to another step or another screen', async () => {
    const server = validationServer();
    const { user, router, fetchMock } = await openHub(server);

    fireEvent.change(question(/What problem are you solving/), { target: { value: problem[0] } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(server.answersOf(1)).toEqual([problem[0], '', '', '']);

    fireEvent.change(question(/Who is your first customer\?/), { target: { value: 'Shop owners in Pune' } });
    await act(() => router.navigate('/events'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Startup Events' })).toBeVisible();
    expect(server.answersOf(2)).toEqual(['Shop owners in Pune', '', '', '']);
  });

  it('asks before leaving for another screen when the answers cannot be saved', async () => {
    const server = validationServer();
    const { user, router } = await openHub(server);
    server.failWith(() => apiError(503, 'unavailable', 'Try again later.'));
    fireEvent.change(question(/What problem are you solving/), { target: { value: problem[0] } });

    await act(() => router.navigate('/events'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/idea-validation');
    expect(question(/What problem are you solving/)).toHaveValue(problem[0]);

    await act(() => router.navigate('/events'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Startup Events' })).toBeVisible();
  });

  it.each([
    [80, 'text-emerald-300', 'Well validated'],
    [60, 'text-amber-400', 'Getting there'],
    [55, 'text-rose-400', 'Keep going'],
  ])('colours a score of %i%% by SPEC section 9 (%s)', async (score, colour, band) => {
    const server = validationServer();
    server.handlers['GET /api/me/validation'] = () => server.read({ score });
    await openHub(server);
    expect(screen.getByText(`${score}%`)).toHaveClass(colour);
    expect(screen.getByRole('progressbar', { name: 'Validation score' })).toHaveAttribute('aria-valuenow', String(score));
    expect(screen.getByText(band)).toHaveClass(colour);
  });

  it('moves the score as answers are typed', async () => {
    const server = validationServer({ answers: { 1: problem, 2: problem, 3: problem }, completed: [1, 2, 3] });
    await openHub(server);
    expect(stepHeading()).toHaveTextContent('Market & competition');
    expect(screen.getByText('60%')).toHaveClass('text-amber-400');
    expect(screen.getByText('12 of 20 answers filled')).toBeVisible();
    fireEvent.change(question(/How big is the market\?/), { target: { value: '12 lakh kiranas × ₹1,200 a year' } });
    fireEvent.change(question(/direct and indirect competitors/), { target: { value: 'Khatabook, OkCredit' } });
    fireEvent.change(question(/Why now\?/), { target: { value: 'UPI everywhere' } });
    expect(screen.getByText('75%')).toHaveClass('text-amber-400');
    fireEvent.change(question(/unfair advantage/), { target: { value: 'Distribution through wholesalers' } });
    expect(screen.getByText('80%')).toHaveClass('text-emerald-300');
    expect(screen.getByText('16 of 20 answers filled')).toBeVisible();
  });

  it('says when the steps could not be loaded, and tries again', async () => {
    const server = validationServer();
    let calls = 0;
    memberApi({
      'GET /api/me/validation': () => {
        calls += 1;
        return calls === 1 ? networkFailure() : server.read();
      },
    });
    const { user } = renderApp('/idea-validation');
    expect(await screen.findByText('Your idea validation could not be loaded. Please try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Validation steps' })).toBeVisible();
  });
});
