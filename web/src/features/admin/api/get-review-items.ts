import { keepPreviousData, queryOptions, useQueries } from '@tanstack/react-query';
import { z } from 'zod';

import { reviewListKey } from '@/features/admin/api/admin-query-keys';
import { apiRequest, entityIdSchema } from '@/lib/api-client';

export const reviewKinds = ['profiles', 'pitches', 'applications'] as const;
export type ReviewKind = (typeof reviewKinds)[number];

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export type StatusFilter = ReviewStatus | 'all';

export const reviewPageSize = 50;

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const textList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);
const status = z.enum(reviewStatuses);

export const profileItemSchema = z.object({
  id: entityIdSchema,
  firstName: text,
  lastName: text,
  email: text,
  profileUrl: text,
  company: text,
  role: text,
  industry: text,
  bio: text,
  interests: textList,
  goals: textList,
  plan: text,
  status,
  createdAt: z.string(),
});

const outreachFields = {
  id: entityIdSchema,
  founderEmail: text,
  // The sending member's name, once pitches come from members (docs/pitches.md); absent before.
  senderName: text,
  targetType: text,
  targetId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value == null ? null : String(value))),
  targetName: text,
  message: text,
  status,
  createdAt: z.string(),
  updatedAt: text,
};

export const pitchItemSchema = z.object({ ...outreachFields, pitchDeckLink: text });
export const applicationItemSchema = z.object(outreachFields);

export type ProfileItem = z.infer<typeof profileItemSchema>;
export type PitchItem = z.infer<typeof pitchItemSchema>;
export type ApplicationItem = z.infer<typeof applicationItemSchema>;

const countsSchema = z.object({ pending: z.number(), approved: z.number(), rejected: z.number(), total: z.number() });

const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number(), counts: countsSchema });

export type ReviewPage =
  | ({ kind: 'profiles' } & z.infer<ReturnType<typeof pageOf<typeof profileItemSchema>>>)
  | ({ kind: 'pitches' } & z.infer<ReturnType<typeof pageOf<typeof pitchItemSchema>>>)
  | ({ kind: 'applications' } & z.infer<ReturnType<typeof pageOf<typeof applicationItemSchema>>>);

const pageSchemas = {
  profiles: pageOf(profileItemSchema),
  pitches: pageOf(pitchItemSchema),
  applications: pageOf(applicationItemSchema),
} as const;

export type ReviewQuery = { kind: ReviewKind; status: StatusFilter; page: number };

/** GET /api/admin/{kind}?status=&page=&pageSize=, newest first. */
export async function getReviewPage({ kind, status: filter, page }: ReviewQuery): Promise<ReviewPage> {
  const search = new URLSearchParams({ page: String(page), pageSize: String(reviewPageSize) });
  if (filter !== 'all') search.set('status', filter);
  const body = await apiRequest(`/admin/${kind}?${search.toString()}`, { schema: pageSchemas[kind] });
  return { kind, ...body } as ReviewPage;
}

export const reviewPageQueryOptions = (query: ReviewQuery) =>
  queryOptions({
    queryKey: [...reviewListKey, query.kind, { status: query.status, page: query.page }],
    queryFn: () => getReviewPage(query),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** One page per kind: the shown tab's page, and page 1 of the others for their counts. */
export function useReviewPages(queries: readonly ReviewQuery[]) {
  return useQueries({ queries: queries.map(reviewPageQueryOptions) });
}
