import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export const grantedKinds = ['Mentor', 'Investor'] as const;
export type GrantedKind = (typeof grantedKinds)[number];
export const investmentStages = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+'] as const;

export type KindFacts = ApiSchemas['KindFacts'];
export type KindRequest = ApiSchemas['KindRequest'];
export type MyKinds = ApiSchemas['MyKinds'];

const words = z.array(z.string());
export const kindFactsSchema = z.object({
  firm: z.string().optional(),
  typicalCheckSize: z.string().optional(),
  stages: z.array(z.enum(investmentStages)).optional(),
  focusAreas: words.optional(),
  expertise: words.optional(),
  mentorshipAreas: words.optional(),
  experience: z.number().int().optional(),
  availability: z.string().optional(),
  hourlyRate: z.number().int().optional(),
}) satisfies z.ZodType<KindFacts, unknown>;

export const kindRequestSchema = z.object({
  id: entityIdSchema,
  kind: z.enum(grantedKinds),
  facts: kindFactsSchema,
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
}) satisfies z.ZodType<KindRequest, unknown>;

const myKindsSchema = z.object({ approvedKind: z.enum(grantedKinds).nullable(), requests: z.array(kindRequestSchema) }) satisfies z.ZodType<MyKinds, unknown>;

export const myKindsKey = ['me', 'kinds'] as const;

/** GET /api/me/kinds: the kind an administrator approved me as, and my requests, newest first. */
export const myKindsQueryOptions = () => queryOptions({ queryKey: myKindsKey, queryFn: () => apiRequest('/me/kinds', { schema: myKindsSchema }) });

export function useMyKinds() {
  return useQuery(myKindsQueryOptions());
}

/** POST /api/me/kinds: asks to act as a Mentor or an Investor with the card's facts (409 when one is open). */
export function askForKind(body: { kind: GrantedKind; facts: KindFacts }): Promise<KindRequest> {
  return apiRequest('/me/kinds', { method: 'POST', body, schema: kindRequestSchema });
}

/** DELETE /api/me/kinds/{id}: withdraws my pending request. */
export function withdrawKindRequest(id: string): Promise<MyKinds> {
  return apiRequest(`/me/kinds/${encodeURIComponent(id)}`, { method: 'DELETE', schema: myKindsSchema });
}

export function useAskForKind() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: [...myKindsKey, 'ask'], mutationFn: askForKind, onSettled: () => queryClient.invalidateQueries({ queryKey: myKindsKey }) });
}

export function useWithdrawKindRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...myKindsKey, 'withdraw'],
    mutationFn: withdrawKindRequest,
    onSuccess: (kinds) => queryClient.setQueryData(myKindsKey, kinds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myKindsKey }),
  });
}
