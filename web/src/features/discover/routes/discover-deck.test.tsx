import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { deckCard as card, deckOf } from '@/features/discover/testing/deck';
import { credits, memberApi } from '@/testing/member-api';
import { apiError, requestsOf } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { stubScreenWidth } from '@/testing/screen-width';
import { advance, settleUntil } from '@/testing/timers';


const swipeAnswer = (target: string, decision: string, state = decision === 'pass' ? 'passed' : 'pending', balance = 20) =>
  jsonResponse(200, { target, decision, state, connectionId: state === 'connected' ? 'c-1' : null, credits: credits(balance) });

const priya = card('m-1', 'Priya Raman');
const arjun = card('m-2', 'Arjun Mehta', { company: 'Dabba Logistics', matchPercentage: 81, matchLabel: 'Great', matchColour: 'yellow', matchDescription: 'Great match' });

/** A deck of Priya then Arjun; swipes answer as the server would. */
function deckApi(overrides: Parameters<typeof memberApi>[0] = {}) {
  return memberApi({
    'GET /api/discover': () => deckOf([priya, arjun]),
    'POST /api/swipes': ({ body }) => {
      const { target, decision } = body as { target: string; decision: string };
      return swipeAnswer(target, decision);
    },
    ...overrides,
  });
}

async function openDeck() {
  const app = renderApp('/founder');
  // The first visit also loads the lazily split screen.
  await screen.findByRole('region', { name: 'Priya Raman' }, { timeout: 5000 });
  return app;
}

const swipes = (fetchMock: ReturnType<typeof memberApi>) =>
  requestsOf(fetchMock)
    .filter((request) => request.call === 'POST /api/swipes')
    .map((request) => request.body);

afterEach(() => {
  vi.useRealTimers();
});

describe('/founder card', () => {
  it('shows who, where, the profile and the match with its reason', async () => {
    deckApi();
    await openDeck();
    const region = screen.getByRole('region', { name: 'Priya Raman' });
    expect(within(region).getByRole('heading', { name: 'Priya Raman' })).toBeVisible();
    expect(region).toHaveTextContent('Founder & CEO at Kirana Labs');
    expect(region).toHaveTextContent('Bengaluru');
    expect(region).toHaveTextContent('Building credit for India’s kirana stores.');
    expect(within(region).getByRole('list', { name: 'Skills' })).toHaveTextContent('PaymentsGoLending');
    expect(region).toHaveTextContent('8 years');
    expect(region).toHaveTextContent('Seed');
    expect(region).toHaveTextContent('12 people');
    expect(region).toHaveTextContent('92%');
    expect(region).toHaveTextContent('Excellent match');
    expect(region).toHaveTextContent('Same industry · 2 shared skills · Same city');
    expect(within(region).getByText('PR')).toBeInTheDocument();
    expect(within(region).queryByText('Recommended')).not.toBeInTheDocument();
  });

  it('marks the server’s recommendations', async () => {
    deckApi({ 'GET /api/discover': () => deckOf([priya, arjun], { recommendations: ['m-1'] }) });
    await openDeck();
    expect(within(screen.getByRole('region', { name: 'Priya Raman' })).getByText('Recommended')).toBeInTheDocument();
  });

  it.each([
    [69, 'text-rose-400', 'lucide-circle-alert'],
    [70, 'text-amber-500', 'lucide-thumbs-up'],
    [79, 'text-amber-500', 'lucide-thumbs-up'],
    [80, 'text-yellow-300', 'lucide-star'],
    [89, 'text-yellow-300', 'lucide-star'],
    [90, 'text-emerald-300', 'lucide-sparkles'],
  ])('colours and icons %i%% by the SPEC thresholds', async (percentage, colour, icon) => {
    memberApi({ 'GET /api/discover': () => deckOf([card('m-9', 'Kavya Rao', { matchPercentage: percentage })]) });
    renderApp('/founder');
    const region = await screen.findByRole('region', { name: 'Kavya Rao' });
    const score = within(region).getByText(`${percentage}%`);
    expect(score).toHaveClass(colour);
    const bandIcon = score.closest('div')?.parentElement?.querySelector('svg');
    expect(bandIcon).toHaveClass(icon, colour);
  });

  it('shows the Connect credits left and when they refill', async () => {
    deckApi();
    await openDeck();
    expect(screen.getByText(/Connect credits left this week/)).toHaveTextContent('20 of 20 Connect credits left this week');
    expect(screen.getByText(/^Refills/)).toHaveTextContent('Refills Mon, 10 Mar');
  });

  it('shows a skeleton while loading, and an error with a working retry', async () => {
    let failing = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    deckApi({ 'GET /api/discover': () => (failing ? apiError(503, 'unavailable', 'Try later') : deckOf([priya])) });
    const { user } = renderApp('/founder');
    expect(await screen.findByText('Loading your deck…')).toBeInTheDocument();
    expect(await screen.findByText('Your deck could not be loaded. Please try again.', {}, { timeout: 8000 })).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Priya Raman' })).toBeVisible();
  }, 15_000);
});

describe("/founder today's matches", () => {
  it("heads the batch with Today's matches, then says they are seen above More people", async () => {
    deckApi({ 'GET /api/discover': () => deckOf([{ ...priya, today: true }, arjun], { todayTotal: 3 }) });
    const { user } = await openDeck();
    // The heading is split from the deck's first render: it follows a moment later.
    expect(await screen.findByRole('heading', { name: "Today's matches" }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('1 of 3 left')).toBeVisible();
    expect(screen.queryByText(/You've seen today's matches/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByRole('region', { name: 'Arjun Mehta' })).toBeInTheDocument();
    expect(screen.getByText("You've seen today's matches — new ones tomorrow at 8:00")).toBeVisible();
    expect(screen.getByRole('heading', { name: 'More people' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Today's matches/ })).not.toBeInTheDocument();
  });

  it('shows no daily heading without a batch', async () => {
    deckApi();
    await openDeck();
    expect(screen.queryByRole('heading', { name: /Today's matches|More people/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/You've seen today's matches/)).not.toBeInTheDocument();
  });
});

describe('/founder swiping', () => {
  it.each([
    ['ArrowLeft', 'pass'],
    ['ArrowRight', 'connect'],
  ])('%s posts a %s swipe, animates for 0.4 s and then shows the next card', async (key, decision) => {
    const fetchMock = deckApi();
    await openDeck();
    vi.useFakeTimers();
    fireEvent.keyDown(document.body, { key });
    await settleUntil(() => swipes(fetchMock).length === 1);
    expect(swipes(fetchMock)).toEqual([{ target: 'm-1', decision }]);

    await settleUntil(() => screen.queryByText(/^(Passed on|Connect request sent to) Priya Raman/) !== null);
    await advance(399);
    expect(screen.getByRole('region', { name: 'Priya Raman' })).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('region', { name: 'Priya Raman' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Arjun Mehta' })).toBeInTheDocument();
  });

  it.each([
    ['Pass', 'pass', 'Passed on Priya Raman. Next: Arjun Mehta, 81% match.'],
    ['Connect', 'connect', 'Connect request sent to Priya Raman. Next: Arjun Mehta, 81% match.'],
  ])('the %s button posts a %s swipe and announces it', async (button, decision, announcement) => {
    const fetchMock = deckApi();
    const { user } = await openDeck();
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('region', { name: 'Arjun Mehta' })).toBeInTheDocument();
    expect(swipes(fetchMock)).toEqual([{ target: 'm-1', decision }]);
    expect(screen.getByText(announcement)).toHaveAttribute('aria-live', 'polite');
  });

  it('ignores the arrow keys while a dialog is open', async () => {
    const fetchMock = deckApi();
    const { user } = await openDeck();
    await user.click(screen.getByRole('button', { name: 'Report Priya Raman' }));
    expect(await screen.findByRole('dialog', { name: 'Report Priya Raman' })).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(swipes(fetchMock)).toEqual([]);
    expect(screen.getByRole('region', { name: 'Priya Raman' })).toBeInTheDocument();
  });

  describe('dragging', () => {
    const drag = (distance: number) => {
      const region = screen.getByRole('region', { name: 'Priya Raman' });
      fireEvent.pointerDown(region, { pointerId: 7, button: 0, clientX: 200, clientY: 300 });
      fireEvent.pointerMove(region, { pointerId: 7, clientX: 200 + distance / 2, clientY: 300 });
      fireEvent.pointerMove(region, { pointerId: 7, clientX: 200 + distance, clientY: 300 });
      fireEvent.pointerUp(region, { pointerId: 7, clientX: 200 + distance, clientY: 300 });
    };

    it.each([100, -100, 60, -30])('snaps back after %i px without a swipe', async (distance) => {
      const fetchMock = deckApi();
      await openDeck();
      vi.useFakeTimers();
      drag(distance);
      await advance(500);
      expect(swipes(fetchMock)).toEqual([]);
      expect(screen.getByRole('region', { name: 'Priya Raman' })).toBeInTheDocument();
    });

    it.each([
      [101, 'connect'],
      [240, 'connect'],
      [-101, 'pass'],
      [-240, 'pass'],
    ])('swipes after %i px (%s) and shows the next card', async (distance, decision) => {
      const fetchMock = deckApi();
      await openDeck();
      drag(distance);
      expect(await screen.findByRole('region', { name: 'Arjun Mehta' })).toBeInTheDocument();
      expect(swipes(fetchMock)).toEqual([{ target: 'm-1', decision }]);
    });
  });

  it("says exactly 'That's all the geniuses we have for today!' once the deck is done", async () => {
    deckApi({ 'GET /api/discover': () => deckOf([priya]) });
    const { user } = await openDeck();
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByText("That's all the geniuses we have for today!")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pass' })).not.toBeInTheDocument();
    expect(screen.getByText("That's all the geniuses we have for today!")).toHaveFocus();
  });

  it('asks for the next page when the deck is done but the server has more', async () => {
    let page = 0;
    const fetchMock = deckApi({
      'GET /api/discover': () => {
        page += 1;
        return page === 1 ? deckOf([priya], { remaining: 2 }) : deckOf([arjun]);
      },
    });
    const { user } = await openDeck();
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByRole('region', { name: 'Arjun Mehta' })).toBeInTheDocument();
    expect(requestsOf(fetchMock).filter((request) => request.call === 'GET /api/discover')).toHaveLength(2);
    expect(screen.queryByText("That's all the geniuses we have for today!")).not.toBeInTheDocument();
  });

  it("shows the server's no_credits message and keeps the card", async () => {
    const message = 'You have used all your Connect credits for this week. They refill on Monday.';
    deckApi({ 'POST /api/swipes': () => apiError(409, 'no_credits', message) });
    const { user } = await openDeck();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('region', { name: 'Priya Raman' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Arjun Mehta' })).not.toBeInTheDocument();
  });

  it('counts the credit down after a Connect', async () => {
    deckApi({ 'POST /api/swipes': () => swipeAnswer('m-1', 'connect', 'pending', 19) });
    const { user } = await openDeck();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(/Connect credits left this week/)).toHaveTextContent('19 of 20 Connect credits left this week');
  });

  it("celebrates a mutual Connect with 'It's a match!', links to /connections and refreshes the bell", async () => {
    const fetchMock = deckApi({ 'POST /api/swipes': () => swipeAnswer('m-1', 'connect', 'connected', 19) });
    const { user, router } = await openDeck();
    const bellCalls = () => requestsOf(fetchMock).filter((request) => request.call === 'GET /api/notifications').length;
    await waitFor(() => expect(bellCalls()).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Connect' }));
    const heading = await screen.findByText("It's a match!");
    expect(heading).toBeInTheDocument();
    expect(heading.parentElement).toHaveTextContent('You and Priya Raman are connected.');
    await waitFor(() => expect(bellCalls()).toBe(2));
    await user.click(screen.getByRole('link', { name: 'View connections' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/connections'));
  });

  it('filters by demo scenario and resets to everyone', async () => {
    const fetchMock = deckApi({
      'GET /api/discover': ({ url }) => (url.searchParams.get('scenario') === 'investor' ? deckOf([card('m-7', 'Meera Nair', { memberRole: 'Investor' })]) : deckOf([priya, arjun])),
    });
    const { user } = await openDeck();
    const calls = () => requestsOf(fetchMock).filter((request) => request.call.startsWith('GET /api/discover')).map((request) => request.call);

    await user.click(screen.getByRole('button', { name: 'Investors' }));
    expect(await screen.findByRole('region', { name: 'Meera Nair' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Investors' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls()).toContain('GET /api/discover?scenario=investor');

    for (const [button, scenario] of [['Founders', 'founder'], ['Mentors', 'mentor'], ['Cofounders', 'cofounder']]) {
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(calls()).toContain(`GET /api/discover?scenario=${scenario}`));
    }

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('region', { name: 'Priya Raman' })).toBeVisible();
    expect(calls().at(-1)).toBe('GET /api/discover');
  });
});

describe('/founder block and report', () => {
  it('blocks after confirming, removes the card and moves focus to the next one', async () => {
    const fetchMock = deckApi({ 'POST /api/blocks': () => new Response(null, { status: 204 }) });
    const { user } = await openDeck();
    await user.click(screen.getByRole('button', { name: 'Block Priya Raman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Priya Raman?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    const next = await screen.findByRole('region', { name: 'Arjun Mehta' });
    expect(screen.queryByRole('region', { name: 'Priya Raman' })).not.toBeInTheDocument();
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/blocks')?.body).toEqual({ target: 'm-1' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(swipes(fetchMock)).toEqual([]);
  });

  it('reads the side panels again after a block, so the member leaves Recent Activity and Trending too', async () => {
    stubScreenWidth(1440);
    const fetchMock = deckApi({ 'POST /api/blocks': () => new Response(null, { status: 204 }) });
    const { user } = await openDeck();
    const highlightReads = () => requestsOf(fetchMock).filter((request) => request.call === 'GET /api/me/highlights').length;
    await waitFor(() => expect(highlightReads()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Block Priya Raman' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Block Priya Raman?' })).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(highlightReads()).toBe(2));
  });

  it('keeps the card when blocking is cancelled', async () => {
    const fetchMock = deckApi();
    const { user } = await openDeck();
    await user.click(screen.getByRole('button', { name: 'Block Priya Raman' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Priya Raman' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block Priya Raman' })).toHaveFocus();
    expect(requestsOf(fetchMock).some((request) => request.call === 'POST /api/blocks')).toBe(false);
  });

  it('reports with a reason and details, then thanks the member', async () => {
    const fetchMock = deckApi({ 'POST /api/reports': () => jsonResponse(201, { id: 'r-1', status: 'open' }) });
    const { user } = await openDeck();
    await user.click(screen.getByRole('button', { name: 'Report Priya Raman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Priya Raman' });
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a reason',
      'Spam',
      'Harassment',
      'Fake profile',
      'Inappropriate',
      'Other',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeVisible();

    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Fake profile');
    await user.type(within(dialog).getByLabelText(/Details/), 'Claims a Sequoia round that never happened.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thanks — our team will review this report.')).toBeVisible();
    expect(requestsOf(fetchMock).find((request) => request.call === 'POST /api/reports')?.body).toEqual({
      target: 'm-1',
      reason: 'fake_profile',
      details: 'Claims a Sequoia round that never happened.',
    });
    expect(screen.getByRole('region', { name: 'Priya Raman' })).toBeInTheDocument();
  });

  it('limits report details to 1000 characters', async () => {
    deckApi();
    const { user } = await openDeck();
    await user.click(screen.getByRole('button', { name: 'Report Priya Raman' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText(/Details/)).toHaveAttribute('maxLength', '1000');
  });

  it("shows the server's message when reports are rate limited", async () => {
    deckApi({ 'POST /api/reports': () => apiError(429, 'rate_limited', 'Too many reports. Try again in an hour.') });
    const { user } = await openDeck();
    await user.click(screen.getByRole('button', { name: 'Report Priya Raman' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('❌ Too many reports. Try again in an hour.')).toBeVisible();
  });
});
