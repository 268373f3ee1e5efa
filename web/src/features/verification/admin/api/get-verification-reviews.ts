import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { env } from '@/config/env';
import { adminQueryKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, entityIdSchema } from '@/lib/api-client';
import type { operations } from '@/lib/api-types';
import { verificationDetailSchema } from '@/lib/content-schemas';

export const verificationReviewListKey = [...adminQueryKey, 'verification'] as const;

type ApiReview = operations['listVerificationReviews']['responses'][200]['content']['application/json']['items'][number];

export const reviewedSteps = ['linkedin', 'company', 'identity', 'video'] as const satisfies readonly ApiReview['step'][];
export type ReviewedStep = ApiReview['step'];

/** What the member sent (lib/content-schemas). */
const sentSchema = verificationDetailSchema;

export type VerificationReview = Omit<ApiReview, 'detail'> & { detail: z.output<typeof sentSchema> };

const verificationReviewSchema = z.object({
  memberId: entityIdSchema,
  name: z.string(),
  step: z.enum(reviewedSteps),
  detail: sentSchema,
  submittedAt: z.string(),
  revision: z.number().int().positive(),
}) satisfies z.ZodType<VerificationReview, unknown>;

const verificationReviewListSchema = z.object({ items: z.array(verificationReviewSchema) });

/** GET /api/admin/verification: the LinkedIn, company, identity and video steps waiting for an administrator, oldest first. */
export async function listVerificationReviews(): Promise<VerificationReview[]> {
  const { items } = await apiRequest('/admin/verification', { schema: verificationReviewListSchema });
  return items;
}

export const verificationReviewsQueryOptions = () => queryOptions({ queryKey: verificationReviewListKey, queryFn: listVerificationReviews, staleTime: 15_000 });

export function useVerificationReviews() {
  return useQuery(verificationReviewsQueryOptions());
}

/**
 * GET /api/admin/verification/{memberId}/identity?revision=: the document of the revision shown,
 * sent as a download (it is deleted once decided); 409 when the member has sent another since.
 */
export const identityDocumentHref = (memberId: string, revision: number) => `${env.API_URL}/admin/verification/${encodeURIComponent(memberId)}/identity?revision=${revision}`;
