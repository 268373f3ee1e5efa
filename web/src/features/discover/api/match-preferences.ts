import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { deckKey } from '@/features/discover/api/get-deck';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type MatchPreferences = ApiSchemas['MatchPreferences'];
export type MatchPreferencesUpdate = ApiSchemas['MatchPreferencesUpdate'];
export type PreferenceFactor = ApiSchemas['PreferenceFactor'];
export type PreferenceLevel = ApiSchemas['PreferenceLevel'];

export const preferenceFactors = ['industry', 'stage', 'location', 'experience', 'skills', 'goals'] as const satisfies readonly PreferenceFactor[];
export const preferenceLevels = ['must', 'nice', 'dont_care'] as const satisfies readonly PreferenceLevel[];
export const shownKinds = ['showFounders', 'showMentors', 'showInvestors'] as const;

const level = z.enum(preferenceLevels);
const preferencesSchema = z.object({
  industry: level,
  stage: level,
  location: level,
  experience: level,
  skills: level,
  goals: level,
  showFounders: z.boolean(),
  showMentors: z.boolean(),
  showInvestors: z.boolean(),
}) satisfies z.ZodType<MatchPreferences, unknown>;

export const matchPreferencesKey = ['discover', 'match-preferences'] as const;

/** GET /api/me/match-preferences: per factor must, nice or dont_care, and the kinds shown. */
export function getMatchPreferences(): Promise<MatchPreferences> {
  return apiRequest('/me/match-preferences', { schema: preferencesSchema });
}

export function useMatchPreferences() {
  return useQuery({ queryKey: matchPreferencesKey, queryFn: getMatchPreferences });
}

/** PUT /api/me/match-preferences: the fields given change, the others stay. */
export function saveMatchPreferences(update: MatchPreferencesUpdate): Promise<MatchPreferences> {
  return apiRequest('/me/match-preferences', { method: 'PUT', body: update, schema: preferencesSchema });
}

/** Saves, then deals every deck again: the preferences decide which cards and their order. */
export function useSaveMatchPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['discover', 'save-match-preferences'],
    mutationFn: saveMatchPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(matchPreferencesKey, saved);
      return queryClient.invalidateQueries({ queryKey: deckKey });
    },
  });
}

/** The change a deck's `widen` suggests: a must-have made nice-to-have, or a hidden kind shown. */
export function widening(factor: ApiSchemas['WidenSuggestion']['factor']): MatchPreferencesUpdate {
  switch (factor) {
    case 'founders':
      return { showFounders: true };
    case 'mentors':
      return { showMentors: true };
    case 'investors':
      return { showInvestors: true };
    default:
      return { [factor]: 'nice' };
  }
}
