import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { allowanceSchema, matchCardSchema, type Allowance, type CardKind } from '@/features/pitches/api/pitch-schemas';
import { apiRequest } from '@/lib/api-client';

/** SPEC section 9's industry filter, verbatim; the server maps each onto the stored industries. */
export const industryFilters = ['All Industries', 'AI/ML', 'FinTech', 'Healthcare', 'E-Commerce', 'Software', 'Blockchain', 'EdTech'] as const;
export type IndustryFilter = (typeof industryFilters)[number];

/** Cards asked for at a time; fewer back means the server has no more. */
export const cardPageSize = 20;

const matchCardsSchema = z.object({ cards: z.array(matchCardSchema), allowance: allowanceSchema });
/** The answer, and whether the server may hold more (it filled the page). */
export type MatchCards = z.infer<typeof matchCardsSchema> & { more: boolean };

export type CardSearch = { q: string; industry: IndustryFilter };

/** GET /api/matches/{kind}?q=&industry=&limit=: the best cards left for me, best match first. */
export async function getMatchCards(kind: CardKind, { q, industry }: CardSearch): Promise<MatchCards> {
  const search = new URLSearchParams({ limit: String(cardPageSize) });
  const query = q.trim();
  if (query) search.set('q', query);
  if (industry !== 'All Industries') search.set('industry', industry);
  const list = await apiRequest(`/matches/${kind}?${search.toString()}`, { schema: matchCardsSchema });
  return { ...list, more: list.cards.length >= cardPageSize };
}

export const matchCardsKey = ['pitches', 'matches'] as const;

// staleTime 0: passes and pitches (here or in another tab) change what is left.
export const matchCardsQueryOptions = (kind: CardKind, search: CardSearch) =>
  queryOptions({ queryKey: [...matchCardsKey, kind, search], queryFn: () => getMatchCards(kind, search), staleTime: 0 });

export function useMatchCards(kind: CardKind, search: CardSearch) {
  return useQuery(matchCardsQueryOptions(kind, search));
}

/** A passed or pitched member leaves every cached list of that screen, whatever the search. */
export function removeFromCards(queryClient: QueryClient, kind: CardKind, memberId: string) {
  queryClient.setQueriesData<MatchCards>({ queryKey: [...matchCardsKey, kind] }, (list) =>
    list && list.cards.some((card) => card.id === memberId) ? { ...list, cards: list.cards.filter((card) => card.id !== memberId) } : list,
  );
}

/** The allowance is one per member, shared by the three screens. */
export function setCardsAllowance(queryClient: QueryClient, allowance: Allowance) {
  queryClient.setQueriesData<MatchCards>({ queryKey: matchCardsKey }, (list) => (list ? { ...list, allowance } : list));
}
