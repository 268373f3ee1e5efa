import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { Notice } from '@/components/ui/notice';
import type { DeckScenario } from '@/features/discover/api/get-deck';
import { CreditsMeter } from '@/features/discover/components/credits-meter';
import { DeckEnd, DeckError, DeckSkeleton } from '@/features/discover/components/deck-states';
import { DiscoverCardView } from '@/features/discover/components/discover-card';
import { MatchBanner } from '@/features/discover/components/match-banner';
import { MemberSafetyActions } from '@/features/discover/components/member-safety-actions';
import { ScenarioPicker } from '@/features/discover/components/scenario-picker';
import { SwipeButtons } from '@/features/discover/components/swipe-buttons';
import { SwipeableCard } from '@/features/discover/components/swipeable-card';
import { useSwipeDeck } from '@/features/discover/lib/use-swipe-deck';
import { useArrowKeys } from '@/lib/use-arrow-keys';

const focusLost = () => document.activeElement === null || document.activeElement === document.body || !document.activeElement.isConnected;

function Deck({ scenario }: { scenario: DeckScenario | null }) {
  const { deck, current, pending, leaving, busy, problem, match, dismissMatch, announcement, setAnnouncement, decide, afterRemoval } = useSwipeDeck(scenario);
  const cardRef = useRef<HTMLElement>(null);
  const endRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);

  const pass = useCallback(() => {
    moved.current = true;
    decide('pass');
  }, [decide]);
  const connect = useCallback(() => {
    moved.current = true;
    decide('connect');
  }, [decide]);
  useArrowKeys(pass, connect, current !== null);

  const ended = deck.data !== undefined && current === null && !deck.isFetching;

  // After a swipe or a block, focus that fell to the page (a removed button, a closed dialog) goes
  // to the next card, or to the end of the deck.
  useEffect(() => {
    if (!moved.current || !focusLost()) return;
    if (current) cardRef.current?.focus({ preventScroll: true });
    else if (ended) endRef.current?.focus({ preventScroll: true });
  }, [current?.id, current, ended]);

  const onBlocked = () => {
    moved.current = true;
    setAnnouncement('Blocked. You will not see each other again.');
    afterRemoval();
  };

  const credits = deck.data?.credits;

  let stage: ReactNode;
  if (deck.isPending) stage = <DeckSkeleton />;
  else if (deck.isError && !deck.data) stage = <DeckError onRetry={() => void deck.refetch()} />;
  else if (current)
    stage = (
      <SwipeableCard
        key={current.id}
        leaving={leaving?.id === current.id ? leaving.direction : null}
        holding={pending !== null}
        onSwipe={(direction) => (direction === 'right' ? connect() : pass())}
      >
        <DiscoverCardView
          ref={cardRef}
          card={current}
          recommended={deck.data?.recommendations.includes(current.id) ?? false}
          actions={<MemberSafetyActions member={current} onBlocked={onBlocked} className="flex-col sm:flex-row" />}
        />
      </SwipeableCard>
    );
  else if (ended) stage = <DeckEnd ref={endRef} checking={deck.isFetching} onCheckAgain={() => void deck.refetch()} />;
  else stage = <DeckSkeleton />;

  return (
    <>
      {match ? <MatchBanner name={match.name} onDismiss={dismissMatch} /> : null}
      <div className="-mx-2 overflow-x-clip px-2 pt-1 pb-3">{stage}</div>
      <div className="sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-10 -mx-1 flex flex-col gap-3 rounded-3xl border border-white/8 bg-ink-950/85 p-3 shadow-xl shadow-black/40 backdrop-blur-xl desktop:bottom-6">
        {problem ? (
          <div role="alert">
            <Notice tone="error">{problem}</Notice>
          </div>
        ) : null}
        {current ? <SwipeButtons busy={busy} onPass={pass} onConnect={connect} /> : null}
        {credits ? <CreditsMeter credits={credits} /> : <p className="text-center text-xs text-ink-500">Checking your Connect credits…</p>}
        {current ? (
          <p className="hidden text-center text-[0.7rem] text-ink-500 desktop:block">
            Tip: <kbd className="rounded border border-white/10 px-1">←</kbd> Pass · <kbd className="rounded border border-white/10 px-1">→</kbd> Connect · or drag the card
          </p>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

/** /founder: SPEC section 4's swipe deck, on the server's matches. */
export function DiscoverDeckRoute() {
  const [scenario, setScenario] = useState<DeckScenario | null>(null);
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <title>Discover · Sangam</title>
      <header className="flex flex-col gap-3">
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">Curated for you</p>
          <h1 className="mt-1 font-display text-3xl text-ivory sm:text-4xl">Discover</h1>
        </div>
        <ScenarioPicker value={scenario} onChange={setScenario} />
      </header>
      <Deck key={scenario ?? 'everyone'} scenario={scenario} />
    </div>
  );
}
