import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import type { operations } from '@/lib/api-types';

type MyReferral = operations['getMyReferral']['responses'][200]['content']['application/json'];

const myReferralSchema = z.object({ code: z.string(), credited: z.number().int() }) satisfies z.ZodType<MyReferral>;

/** GET /api/me/referral: the member's referral code (made on first use) and the sign-ups it credited. */
export function getMyReferral(): Promise<MyReferral> {
  return apiRequest('/me/referral', { schema: myReferralSchema });
}

export function useMyReferral() {
  return useQuery(queryOptions({ queryKey: ['me', 'referral'], queryFn: getMyReferral, staleTime: 60_000 }));
}
