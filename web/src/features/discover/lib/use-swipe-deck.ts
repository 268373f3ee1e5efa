import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { fetchMoreIfEmptied, removeFromDecks, useDeck, type DeckScenario, type DiscoverCard } from '@/features/discover/api/get-deck';
import { useSwipe, type SwipeDecision, type SwipeState } from '@/features/discover/api/swipe';
import { discoverNs } from '@/features/discover/i18n';
import { ApiError } from '@/lib/api-client';

/** SPEC section 9: the card animates off for 0.4 s, then the next one shows. */
export const swipeAnimationMs = 400;

export type SwipeDirection = 'left' | 'right';

const directionOf = (decision: SwipeDecision): SwipeDirection => (decision === 'connect' ? 'right' : 'left');

type T = TFunction<'discover'>;

function stateMessage(t: T, state: SwipeState, card: DiscoverCard): string {
  switch (state) {
    case 'connected':
      return t('swipe.connected', { name: card.name });
    case 'pending':
      return t('swipe.pending', { name: card.name });
    case 'passed':
      return t('swipe.passed', { name: card.name });
    case 'expired':
      // A repeated swipe (another tab, a retry) on a Connect nobody answered for 14 days.
      return t('swipe.expired', { name: card.name });
  }
}

function doneMessage(t: T, state: SwipeState, card: DiscoverCard, next: DiscoverCard | undefined) {
  const done = stateMessage(t, state, card);
  return next ? t('swipe.next', { done, name: next.name, percentage: next.matchPercentage }) : done;
}

/**
 * The deck's state: the current card, a swipe that is being saved (`pending`) or animating off
 * (`leaving`), what went wrong, and the latest match. A card leaves the cached deck only once the
 * server has the swipe, so a refused Connect leaves it in place.
 */
export function useSwipeDeck(scenario: DeckScenario | null) {
  const { t } = useTranslation(discoverNs);
  const queryClient = useQueryClient();
  const deck = useDeck(scenario);
  const swipe = useSwipe();
  const [pending, setPending] = useState<SwipeDirection | null>(null);
  const [leaving, setLeaving] = useState<{ id: string; direction: SwipeDirection } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [match, setMatch] = useState<DiscoverCard | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const leaveLater = useRef<{ timer: number; leave: () => void } | null>(null);

  // Leaving the screen mid-animation still takes the swiped card out of the deck.
  useEffect(
    () => () => {
      if (!leaveLater.current) return;
      window.clearTimeout(leaveLater.current.timer);
      leaveLater.current.leave();
    },
    [],
  );

  const cards = deck.data?.cards;
  const current = cards?.[0] ?? null;
  const busy = pending !== null || leaving !== null;

  /** A card left the deck some other way (blocked): the next page may be due. */
  const afterRemoval = useCallback(() => fetchMoreIfEmptied(queryClient, scenario), [queryClient, scenario]);

  const decide = useCallback(
    (decision: SwipeDecision) => {
      if (!current || busy) return;
      const card = current;
      const next = cards?.[1];
      setProblem(null);
      setPending(directionOf(decision));
      swipe.mutate(
        { target: card.id, decision },
        {
          onSuccess: (result) => {
            const connected = result.state === 'connected';
            setPending(null);
            setLeaving({ id: card.id, direction: directionOf(decision) });
            if (connected) setMatch(card);
            setAnnouncement(doneMessage(t, result.state, card, next));
            const leave = () => {
              leaveLater.current = null;
              removeFromDecks(queryClient, card.id);
              fetchMoreIfEmptied(queryClient, scenario);
              setLeaving(null);
            };
            leaveLater.current = { timer: window.setTimeout(leave, swipeAnimationMs), leave };
          },
          onError: (error) => {
            setPending(null);
            if (error instanceof ApiError && (error.code === 'already_swiped' || error.status === 404)) {
              // Answered elsewhere, or no longer here: nothing to keep showing.
              removeFromDecks(queryClient, card.id);
              fetchMoreIfEmptied(queryClient, scenario);
              setAnnouncement(t('swipe.gone', { name: card.name }));
              return;
            }
            setProblem(error instanceof ApiError && error.code === 'no_credits' ? error.message : t('swipe.failed'));
          },
        },
      );
    },
    [busy, cards, current, queryClient, scenario, swipe, t],
  );

  const dismissMatch = useCallback(() => setMatch(null), []);

  return { deck, current, pending, leaving, busy, problem, match, dismissMatch, announcement, setAnnouncement, decide, afterRemoval };
}
