import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useState, type ReactNode } from 'react';

import { DeckEnd, DeckError, DeckSkeleton } from '@/components/ui/deck-states';
import { DeckKeysTip, DeckTray } from '@/components/ui/deck-tray';
import { StatusMessage } from '@/components/ui/notice';
import { istWeekDate, WeeklyMeter } from '@/components/ui/weekly-meter';
import { removeFromCards, useMatchCards, type CardSearch } from '@/features/pitches/api/get-match-cards';
import { usePassCard } from '@/features/pitches/api/pass-card';
import type { MatchCard } from '@/features/pitches/api/pitch-schemas';
import { useSendPitch } from '@/features/pitches/api/send-pitch';
import { CardActions } from '@/features/pitches/components/card-actions';
import { MatchCardView } from '@/features/pitches/components/match-card';
import { cardsEndText, type CardScreen } from '@/features/pitches/lib/card-kinds';
import { useArrowKeys } from '@/lib/use-arrow-keys';
import { useDeckFocus } from '@/lib/use-deck-focus';

// The modal (react-hook-form and zod, ~15 kB) loads when Pitch/Apply is pointed at, focused or
// pressed, not with the cards.
const loadPitchDialog = () => import('@/features/pitches/components/pitch-dialog');
const prefetchPitchDialog = () => void loadPitchDialog().catch(() => {});
const PitchDialog = lazy(() => loadPitchDialog().then((module) => ({ default: module.PitchDialog })));

/** Fewer cards than this left on screen: ask the server for the next best ones. */
const prefetchBelow = 4;

/** One card at a time of a search: Pass (saved in the background) or Pitch/Apply through the modal. */
export function CardDeck({ screen, search }: { screen: CardScreen; search: CardSearch }) {
  const queryClient = useQueryClient();
  const cards = useMatchCards(screen.kind, search);
  const passCard = usePassCard();
  const sendPitch = useSendPitch();
  // Passed and pitched members hide at once, even from a page fetched before the server had the pass.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [pitching, setPitching] = useState<MatchCard | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const spentId = useId();

  const shown = cards.data?.cards.filter((card) => !gone.has(card.id)) ?? [];
  const current = shown[0] ?? null;
  const allowance = cards.data?.allowance;
  const canPitch = allowance === undefined || allowance.left > 0;
  const ended = cards.data !== undefined && current === null && !cards.isFetching;
  const { cardRef, endRef, moved } = useDeckFocus(current?.id ?? null, ended);

  const more = cards.data?.more ?? false;
  const refetch = cards.refetch;
  const topUp = useCallback(
    (left: number) => {
      if (left < prefetchBelow && more) void refetch();
    },
    [more, refetch],
  );

  const advance = (card: MatchCard) => {
    moved();
    setGone((before) => new Set(before).add(card.id));
    return shown.length - 1;
  };

  const pass = () => {
    if (!current) return;
    const card = current;
    setNotice(null);
    setProblem(null);
    const left = advance(card);
    // The promise rather than mutate's callbacks: those fire for the latest pass only, and passes come fast.
    passCard
      .mutateAsync({ kind: screen.kind, memberId: card.id })
      .then(
        () => removeFromCards(queryClient, screen.kind, card.id),
        () => setProblem(`❌ Could not save your Pass on ${card.name}. They may show again.`),
      )
      .finally(() => topUp(left));
  };

  const openPitch = () => {
    if (!current || !canPitch) return;
    setNotice(null);
    setProblem(null);
    setPitching(current);
  };

  useArrowKeys(pass, openPitch, current !== null);

  const onSent = (card: MatchCard) => {
    setPitching(null);
    const left = advance(card);
    removeFromCards(queryClient, screen.kind, card.id);
    setNotice(screen.sentText(card.name));
    topUp(left);
  };

  let stage: ReactNode;
  if (cards.isPending) stage = <DeckSkeleton label="Loading cards…" />;
  else if (cards.isError && !cards.data) stage = <DeckError message="The cards could not be loaded. Please try again." onRetry={() => void cards.refetch()} />;
  else if (current) stage = <MatchCardView key={current.id} ref={cardRef} kind={screen.kind} card={current} />;
  else if (ended) {
    const searching = search.q.trim() !== '' || search.industry !== 'All Industries';
    stage = <DeckEnd ref={endRef} text={cardsEndText} hint={searching ? 'Try another search or industry.' : null} checking={cards.isFetching} onCheckAgain={() => void cards.refetch()} />;
  } else stage = <DeckSkeleton label="Loading cards…" />;

  return (
    <>
      <StatusMessage message={notice} />
      <div className="pb-1">{stage}</div>
      <DeckTray problem={problem}>
        {current ? <CardActions action={screen.action} canPitch={canPitch} describedBy={canPitch ? undefined : spentId} onPass={pass} onPitch={openPitch} onPrefetch={prefetchPitchDialog} /> : null}
        {allowance && !canPitch ? (
          <p id={spentId} className="text-center text-xs text-amber-200">
            You have sent this week&apos;s {allowance.weekly} pitches and applications. More on {istWeekDate(allowance.renewsAt)}.
          </p>
        ) : null}
        {allowance ? (
          <WeeklyMeter icon={Send} left={allowance.left} total={allowance.weekly} what="pitches and applications" renewal="Renews" renewsAt={allowance.renewsAt} />
        ) : null}
        {current ? <DeckKeysTip right={screen.action} /> : null}
      </DeckTray>
      <Suspense fallback={null}>
        {pitching ? (
          <PitchDialog
            screen={screen}
            card={pitching}
            send={(pitch) => sendPitch.mutateAsync({ kind: screen.pitchKind, targetId: pitching.id, ...pitch })}
            onSent={() => onSent(pitching)}
            onClose={() => setPitching(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
