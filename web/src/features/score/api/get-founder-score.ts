import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type FounderScore = ApiSchemas['FounderScore'];
export type LevelKey = FounderScore['level']['key'];
export type WeeklyGoal = FounderScore['weeklyGoals'][number];
export type Achievement = FounderScore['achievements'][number];
export type AchievementCategory = Achievement['category'];
export type RecommendedAction = FounderScore['recommendedActions'][number];
export type HistoryPoint = FounderScore['history'][number];

const points = z.number().min(0);
const count = z.number().int().min(0);

const founderScoreSchema = z.object({
  total: points,
  profile: points,
  network: points,
  activity: points,
  growth: points,
  level: z.object({ key: z.enum(['new', 'emerging', 'growing', 'experienced', 'advanced', 'elite']), name: z.string() }),
  next: z.object({ step: z.number().nullable(), pointsNeeded: points, percent: z.number().min(0).max(100) }),
  inputs: z.object({
    profileCompleteness: count,
    connections: count,
    matches: count,
    eventsAttended: count,
    mentorshipApplications: count,
    investorPitches: count,
    ideaValidationScore: count,
    achievements: count,
  }),
  weeklyGoals: z.array(
    z.object({ key: z.enum(['connections', 'event', 'mentorship', 'achievement']), current: count, target: count, completed: z.boolean() }),
  ),
  achievements: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      icon: z.string(),
      points: count,
      category: z.enum(['profile', 'network', 'activity', 'growth', 'milestone']),
      unlocked: z.boolean(),
      unlockedAt: z.string().nullable(),
    }),
  ),
  recommendedActions: z.array(
    z.object({ id: z.enum(['complete_profile', 'validate_idea', 'attend_event', 'apply_mentorship', 'send_pitch', 'connect']), points }),
  ),
  history: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), score: points })),
}) satisfies z.ZodType<FounderScore, unknown>;

export const founderScoreKey = ['me', 'score'] as const;

/** GET /api/me/score: the score, its level, goals, achievements, what to do next and the last 30 days (docs/score.md). */
export function getFounderScore(signal?: AbortSignal): Promise<FounderScore> {
  return apiRequest('/me/score', { schema: founderScoreSchema, signal });
}

// What the member did elsewhere a moment ago moves the score: read it again whenever the screen opens.
export const founderScoreQueryOptions = () => queryOptions({ queryKey: founderScoreKey, queryFn: ({ signal }) => getFounderScore(signal), staleTime: 0 });

export const useFounderScore = () => useQuery(founderScoreQueryOptions());

/** The same score for the side panel's Quick Actions on every page: a minute old is fresh enough there. */
export const usePanelFounderScore = () => useQuery({ ...founderScoreQueryOptions(), staleTime: 60_000 });
