import { Coins, Sparkles, Users } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
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
import { dailyNs } from '@/features/discover/daily-i18n';
import { discoverNs } from '@/features/discover/i18n';
import { useSwipeDeck } from '@/features/discover/lib/use-swipe-deck';
import { useArrowKeys } from '@/lib/use-arrow-keys';
import { useDeckFocus } from '@/lib/use-deck-focus';

/** Over the deck without a scenario: "Today's matches" while their cards show, then "More people", once all of them are swiped saying when new ones come. */
function TodayHeading({ total, left, more }: { total: number; left: number; more: boolean }) {
  const { t } = useTranslation(dailyNs);
  if (total === 0) return null;
  if (left > 0)
    return (
      <div className="flex items-center gap-2">
        <h2 className="flex items-center gap-2 font-display text-lg text-ivory">
          <Sparkles aria-hidden="true" className="size-4 text-gold-400" />
          {t('today.title')}
        </h2>
        <span className="rounded-full bg-gold-400/15 px-2 py-0.5 text-xs text-gold-300">{t('today.left', { left, total })}</span>
      </div>
    );
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-ink-300">{t('today.seen')}</p>
      {more ? <h2 className="font-display text-lg text-ivory">{t('today.more')}</h2> : null}
    </div>
  );
}

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
      <TodayHeading total={deck.data?.todayTotal ?? 0} left={deck.data?.cards.filter((card) => card.today).length ?? 0} more={current !== null} />
      <div className="-mx-2 overflow-x-clip px-2 pt-1 pb-3">{stage}</div>
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
      </header>
      <Deck key={scenario ?? 'everyone'} scenario={scenario} />
    </div>
  );
}
