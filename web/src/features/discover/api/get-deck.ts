import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { creditsSchema, type Credits } from '@/features/discover/api/discover-schemas';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';
import { availabilitySlotSchema } from '@/lib/availability';
import { matchFactorSchema, matchLabels } from '@/lib/match-band';
import { memberSummaryFields } from '@/lib/member-summary';

export type DiscoverCard = ApiSchemas['DiscoverCard'];
export type Deck = ApiSchemas['Deck'];
export type DeckScenario = ApiSchemas['DeckScenario'];

const mentorSchema = z.object({
  expertise: z.array(z.string()),
  mentorshipAreas: z.array(z.string()),
  hourlyRate: z.number().int().nullable(),
  proBono: z.boolean(),
  availability: z.string().nullable(),
  availabilitySlots: z.array(availabilitySlotSchema),
});

const investorSchema = z.object({
  firm: z.string().nullable(),
  focusAreas: z.array(z.string()),
  investmentStage: z.string().nullable(),
  typicalCheckSize: z.string().nullable(),
  stages: z.array(z.string()),
  chequeMin: z.number().int().nullable(),
  chequeMax: z.number().int().nullable(),
  portfolioCompanies: z.array(z.string()),
  recentInvestments: z.array(z.string()),
});

// The match preferences' factors (api/match-preferences.ts has them too, with the dialog).
const factors = ['industry', 'stage', 'location', 'experience', 'skills', 'goals'] as const;

const discoverCardSchema = z.object({
  ...memberSummaryFields,
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  goals: z.array(z.string()),
  experience: z.number().int().nullable(),
  fundingStage: z.enum(['Idea', 'MVP', 'Seed', 'Series A', 'Series B', 'Series C+']).nullable(),
  teamSize: z.number().int().nullable(),
  matchPercentage: z.number().int().min(0).max(100),
  matchLabel: z.enum(matchLabels),
  matchColour: z.enum(['green', 'yellow', 'amber', 'red']),
  matchDescription: z.string(),
  matchReason: z.string(),
  matchFactors: z.array(matchFactorSchema),
  matchPreferences: z.array(z.object({ factor: z.enum(factors), preference: z.enum(['must', 'nice']) })),
  mentor: mentorSchema.nullable(),
  investor: investorSchema.nullable(),
  today: z.boolean().default(false),
}) satisfies z.ZodType<DiscoverCard, unknown>;

const deckSchema = z.object({
  cards: z.array(discoverCardSchema),
  recommendations: z.array(z.string()),
  remaining: z.number().int(),
  widen: z
    .object({
      factor: z.enum([...factors, 'founders', 'mentors', 'investors']),
      adds: z.number().int(),
    })
    .nullable(),
  todayTotal: z.number().int().default(0),
  credits: creditsSchema,
}) satisfies z.ZodType<Deck, unknown>;

export const deckScenarios = ['founder', 'investor', 'mentor', 'cofounder'] as const satisfies readonly DeckScenario[];

export const deckKey = ['discover', 'deck'] as const;

/** GET /api/discover[?scenario=]: the cards I have not swiped yet, today's matches (`today`) first, then the best match first. */
export function getDeck(scenario: DeckScenario | null): Promise<Deck> {
  return apiRequest(scenario ? `/discover?${new URLSearchParams({ scenario }).toString()}` : '/discover', { schema: deckSchema });
}

// staleTime 0: every visit and scenario change asks again, since swipes elsewhere change the deck.
export const deckQueryOptions = (scenario: DeckScenario | null) =>
  queryOptions({ queryKey: [...deckKey, { scenario }], queryFn: () => getDeck(scenario), staleTime: 0 });

export function useDeck(scenario: DeckScenario | null) {
  return useQuery(deckQueryOptions(scenario));
}

/** A swiped or blocked member leaves every cached deck, whatever its scenario. */
export function removeFromDecks(queryClient: QueryClient, memberId: string) {
  queryClient.setQueriesData<Deck>({ queryKey: deckKey }, (deck) => {
    if (!deck || !deck.cards.some((card) => card.id === memberId)) return deck;
    return { ...deck, cards: deck.cards.filter((card) => card.id !== memberId), remaining: Math.max(0, deck.remaining - 1) };
  });
}

/** The latest credits, from a swipe's answer, shown by every cached deck. */
export function setDeckCredits(queryClient: QueryClient, credits: Credits) {
  queryClient.setQueriesData<Deck>({ queryKey: deckKey }, (deck) => (deck ? { ...deck, credits } : deck));
}

/**
 * The server sends a page of the deck and `remaining` counts what waits behind it: once the member
 * has emptied the page, ask for the next one.
 */
export function fetchMoreIfEmptied(queryClient: QueryClient, scenario: DeckScenario | null) {
  const { queryKey } = deckQueryOptions(scenario);
  const deck = queryClient.getQueryData(queryKey);
  if (deck && deck.cards.length === 0 && deck.remaining > 0) void queryClient.refetchQueries({ queryKey, exact: true });
}
