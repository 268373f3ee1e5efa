import { keepPreviousData, queryOptions, useQueries } from '@tanstack/react-query';
import { z } from 'zod';

import { reviewListKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export type ReviewKind = ApiSchemas['ReviewKind'];
export const reviewKinds = ['profiles', 'pitches', 'applications'] as const satisfies readonly ReviewKind[];

export type ReviewStatus = ApiSchemas['ReviewStatus'];
export const reviewStatuses = ['pending', 'approved', 'rejected'] as const satisfies readonly ReviewStatus[];
export type StatusFilter = ReviewStatus | 'all';

export const reviewPageSize = 50;

const text = z.string().nullable();
const status = z.enum(reviewStatuses);

export const profileItemSchema = z.object({
  id: entityIdSchema,
  firstName: text,
  lastName: text,
  email: z.string(),
  profileUrl: text,
  company: text,
  role: text,
  industry: text,
  bio: text,
  interests: z.array(z.string()),
  goals: z.array(z.string()),
  plan: text,
  status,
  createdAt: z.string(),
  updatedAt: z.string(),
  testData: z.boolean(),
  /** The application used an invitation from the waitlist (features/waitlist). */
  invitedFromWaitlist: z.boolean().optional(),
  invitedBy: z.object({ id: z.string(), name: z.string().nullable() }).nullable().optional(),
  /** The reason given with the latest rejection, when rejected with one (features/applications). */
  rejectionReason: text.optional(),
}) satisfies z.ZodType<ApiSchemas['ReviewProfile'], unknown>;

const outreachFields = {
  id: entityIdSchema,
  founderEmail: z.string(),
  senderId: text,
  // The sending member's name from their profile; null on rows from before pitches came from members.
  senderName: text,
  targetId: text,
  targetName: text,
  message: z.string(),
  status,
  createdAt: z.string(),
  updatedAt: z.string(),
  testData: z.boolean(),
};

export const pitchItemSchema = z.object({
  ...outreachFields,
  targetType: z.string(),
  pitchDeckLink: text,
  /** In the list: an administrator removed it (features/moderation); it reads as removed until restored. */
  removed: z.boolean().optional(),
}) satisfies z.ZodType<ApiSchemas['ReviewPitch'], unknown>;
export const applicationItemSchema = z.object({
  ...outreachFields,
  targetType: z.enum(['mentor', 'cofounder']),
  /** In the list: an administrator removed it (features/moderation); it reads as removed until restored. */
  removed: z.boolean().optional(),
}) satisfies z.ZodType<
  ApiSchemas['ReviewApplication'],
  unknown
>;

/** The item of each kind, as a decision answers it. */
export const reviewItemSchemas = { profiles: profileItemSchema, pitches: pitchItemSchema, applications: applicationItemSchema } as const;

export type ProfileItem = z.infer<typeof profileItemSchema>;
export type PitchItem = z.infer<typeof pitchItemSchema>;
export type ApplicationItem = z.infer<typeof applicationItemSchema>;

const countsSchema = z.object({ pending: z.number(), approved: z.number(), rejected: z.number(), total: z.number() }) satisfies z.ZodType<
  ApiSchemas['ReviewCounts'],
  unknown
>;

const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number(), counts: countsSchema });

export type ReviewPage =
  | ({ kind: 'profiles' } & z.infer<ReturnType<typeof pageOf<typeof profileItemSchema>>>)
  | ({ kind: 'pitches' } & z.infer<ReturnType<typeof pageOf<typeof pitchItemSchema>>>)
  | ({ kind: 'applications' } & z.infer<ReturnType<typeof pageOf<typeof applicationItemSchema>>>);

// Each kind's page is a ReviewPage whose items are all of that kind.
const pageSchemas = {
  profiles: pageOf(profileItemSchema) satisfies z.ZodType<ApiSchemas['ReviewPage'], unknown>,
  pitches: pageOf(pitchItemSchema) satisfies z.ZodType<ApiSchemas['ReviewPage'], unknown>,
  applications: pageOf(applicationItemSchema) satisfies z.ZodType<ApiSchemas['ReviewPage'], unknown>,
} as const;

/** What the test-account button made: shown with the rest, hidden, or shown alone (?testData=). */
export const testDataFilters = ['all', 'hide', 'only'] as const;
export type TestDataFilter = (typeof testDataFilters)[number];

const testDataParam: Record<TestDataFilter, string | null> = { all: null, hide: 'false', only: 'true' };

export type ReviewQuery = { kind: ReviewKind; status: StatusFilter; testData: TestDataFilter; page: number };

/** GET /api/admin/{kind}?status=&testData=&page=&pageSize=, newest first. */
export async function getReviewPage({ kind, status: filter, testData, page }: ReviewQuery): Promise<ReviewPage> {
  const search = new URLSearchParams({ page: String(page), pageSize: String(reviewPageSize) });
  if (filter !== 'all') search.set('status', filter);
  const marked = testDataParam[testData];
  if (marked) search.set('testData', marked);
  const body = await apiRequest(`/admin/${kind}?${search.toString()}`, { schema: pageSchemas[kind] });
  return { kind, ...body } as ReviewPage;
}

export const reviewPageQueryOptions = (query: ReviewQuery) =>
  queryOptions({
    queryKey: [...reviewListKey, query.kind, { status: query.status, testData: query.testData, page: query.page }],
    queryFn: () => getReviewPage(query),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** One page per kind: the shown tab's page, and page 1 of the others for their counts. */
export function useReviewPages(queries: readonly ReviewQuery[]) {
  return useQueries({ queries: queries.map(reviewPageQueryOptions) });
}
