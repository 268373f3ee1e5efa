import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DeckEnd, DeckError, DeckSkeleton } from '@/components/ui/deck-states';
import { DeckKeysTip, DeckTray } from '@/components/ui/deck-tray';
import { StatusMessage } from '@/components/ui/notice';
import { WeeklyMeter } from '@/components/ui/weekly-meter';
import { removeFromCards, useMatchCards, type CardSearch } from '@/features/pitches/api/get-match-cards';
import { usePassCard } from '@/features/pitches/api/pass-card';
import type { MatchCard } from '@/features/pitches/api/pitch-schemas';
import { useSendPitch } from '@/features/pitches/api/send-pitch';
import { CardActions } from '@/features/pitches/components/card-actions';
import { MatchCardView } from '@/features/pitches/components/match-card';
import { pitchesNs } from '@/features/pitches/i18n';
import type { CardScreen } from '@/features/pitches/lib/card-kinds';
import { formatWeekDay } from '@/lib/format-time';
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
  const { t } = useTranslation(pitchesNs);
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
        () => setProblem(t('passFailed', { name: card.name })),
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
    setNotice(t(`actions.${screen.action}.sent`, { name: card.name }));
    topUp(left);
  };

  let stage: ReactNode;
  if (cards.isPending) stage = <DeckSkeleton label={t('loadingCards')} />;
  else if (cards.isError && !cards.data) stage = <DeckError message={t('cardsLoadFailed')} onRetry={() => void cards.refetch()} />;
  else if (current) stage = <MatchCardView key={current.id} ref={cardRef} kind={screen.kind} card={current} />;
  else if (ended) {
    const searching = search.q.trim() !== '' || search.industry !== 'All Industries';
    stage = <DeckEnd ref={endRef} text={t('deckEnd')} hint={searching ? t('tryAnotherSearch') : null} checking={cards.isFetching} onCheckAgain={() => void cards.refetch()} />;
  } else stage = <DeckSkeleton label={t('loadingCards')} />;

  return (
    <>
      <StatusMessage message={notice} />
      <div className="pb-1">{stage}</div>
      <DeckTray problem={problem}>
        {current ? <CardActions action={screen.action} canPitch={canPitch} describedBy={canPitch ? undefined : spentId} onPass={pass} onPitch={openPitch} onPrefetch={prefetchPitchDialog} /> : null}
        {allowance && !canPitch ? (
          <p id={spentId} className="text-center text-xs text-amber-200">
            {t('allowanceSpent', { count: allowance.weekly, date: formatWeekDay(allowance.renewsAt) })}
          </p>
        ) : null}
        {allowance ? (
          <WeeklyMeter icon={Send} left={allowance.left} total={allowance.weekly} what={t('meterWhat')} renewal={t('meterRenews')} renewsAt={allowance.renewsAt} />
        ) : null}
        {current ? <DeckKeysTip right={t(`actions.${screen.action}.button`)} /> : null}
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
