import { Coins, Users } from 'lucide-react';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { DeckEnd, DeckError, DeckSkeleton } from '@/components/ui/deck-states';
import { DeckKeysTip, DeckTray } from '@/components/ui/deck-tray';
import { WeeklyMeter } from '@/components/ui/weekly-meter';
import { paths } from '@/config/paths';
import type { DeckScenario } from '@/features/discover/api/get-deck';
import { DiscoverCardView } from '@/features/discover/components/discover-card';
import { MatchBanner } from '@/features/discover/components/match-banner';
import { MemberSafetyActions } from '@/features/discover/components/member-safety-actions';
import { ScenarioPicker } from '@/features/discover/components/scenario-picker';
import { SwipeButtons } from '@/features/discover/components/swipe-buttons';
import { SwipeableCard } from '@/features/discover/components/swipeable-card';
import { discoverNs } from '@/features/discover/i18n';
import { useSwipeDeck } from '@/features/discover/lib/use-swipe-deck';
import { useArrowKeys } from '@/lib/use-arrow-keys';
import { useDeckFocus } from '@/lib/use-deck-focus';

// "Match preferences" (its button and dialog) and the "Widen your preferences" notice come in one
// chunk fetched once the deck is on screen, not with it (the /founder budget).
const loadPreferences = () => import('@/features/discover/components/match-preferences-dialog');
const MatchPreferencesButton = lazy(() => loadPreferences().then((module) => ({ default: module.MatchPreferencesButton })));
const WidenPreferences = lazy(() => loadPreferences().then((module) => ({ default: module.WidenPreferences })));
// Lazy: /founder's first render stays within its budget; the heading follows a moment later.
const TodayHeading = lazy(() => import('@/features/discover/components/today-heading').then((m) => ({ default: m.TodayHeading })));

function Deck({ scenario }: { scenario: DeckScenario | null }) {
  const { t } = useTranslation(discoverNs);
  const { deck, current, pending, leaving, busy, problem, match, dismissMatch, announcement, setAnnouncement, decide, afterRemoval } = useSwipeDeck(scenario);
  const ended = deck.data !== undefined && current === null && !deck.isFetching;
  const { cardRef, endRef, moved } = useDeckFocus(current?.id ?? null, ended);

  const pass = useCallback(() => {
    moved();
    decide('pass');
  }, [moved, decide]);
  const connect = useCallback(() => {
    moved();
    decide('connect');
  }, [moved, decide]);
  useArrowKeys(pass, connect, current !== null);

  const onBlocked = () => {
    moved();
    setAnnouncement(t('deck.blocked'));
    afterRemoval();
  };

  const credits = deck.data?.credits;

  let stage: ReactNode;
  if (deck.isPending) stage = <DeckSkeleton label={t('deck.loading')} />;
  else if (deck.isError && !deck.data) stage = <DeckError message={t('deck.loadFailed')} onRetry={() => void deck.refetch()} />;
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
  else if (ended)
    stage = (
      <DeckEnd
        ref={endRef}
        // SPEC section 4, verbatim in English.
        text={t('deck.end')}
        hint={t('deck.endHint')}
        checking={deck.isFetching}
        onCheckAgain={() => void deck.refetch()}
      >
        <ButtonLink to={paths.founder.connections.getHref()} variant="secondary" size="sm">
          <Users aria-hidden="true" className="size-4" />
          {t('deck.yourConnections')}
        </ButtonLink>
      </DeckEnd>
    );
  else stage = <DeckSkeleton label={t('deck.loading')} />;

  return (
    <>
      {match ? <MatchBanner name={match.name} onDismiss={dismissMatch} /> : null}
      {deck.data?.todayTotal ? (
        <Suspense fallback={null}>
          <TodayHeading total={deck.data.todayTotal} left={deck.data.cards.filter((card) => card.today).length} more={current !== null} />
        </Suspense>
      ) : null}
      <div className="-mx-2 overflow-x-clip px-2 pt-1 pb-3">{stage}</div>
      {deck.data?.widen ? (
        <Suspense fallback={null}>
          <WidenPreferences suggestion={deck.data.widen} />
        </Suspense>
      ) : null}
      <DeckTray problem={problem}>
        {current ? <SwipeButtons busy={busy} onPass={pass} onConnect={connect} /> : null}
        {credits ? (
          <WeeklyMeter icon={Coins} left={credits.balance} total={credits.weeklyBudget} what={t('deck.credits')} renewal={t('deck.refills')} renewsAt={credits.refillsAt} />
        ) : (
          <p className="text-center text-xs text-ink-500">{t('deck.checkingCredits')}</p>
        )}
        {current ? <DeckKeysTip right={t('deck.connect')} extra={t('deck.dragTip')} /> : null}
      </DeckTray>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

/** /founder: SPEC section 4's swipe deck, on the server's matches. */
export function DiscoverDeckRoute() {
  const { t } = useTranslation(discoverNs);
  const [scenario, setScenario] = useState<DeckScenario | null>(null);
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <title>{`${t('title')} · Sangam`}</title>
      <header className="flex flex-col gap-3">
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-1 font-display text-3xl text-ivory sm:text-4xl">{t('title')}</h1>
        </div>
        <ScenarioPicker value={scenario} onChange={setScenario} />
        <Suspense fallback={null}>
          <MatchPreferencesButton />
        </Suspense>
      </header>
      <Deck key={scenario ?? 'everyone'} scenario={scenario} />
    </div>
  );
}
