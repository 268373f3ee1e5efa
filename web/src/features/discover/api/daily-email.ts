import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type DailyMatchesEmail = ApiSchemas['DailyMatchesEmail'];

const dailyEmailSchema = z.object({ email: z.boolean() }) satisfies z.ZodType<DailyMatchesEmail, unknown>;

const dailyEmailKey = ['discover', 'daily-email'] as const;

/** GET /api/discover/daily-email: whether my daily matches also come by e-mail (off until turned on). */
export function useDailyEmail() {
  return useQuery({ queryKey: dailyEmailKey, queryFn: ({ signal }) => apiRequest('/discover/daily-email', { schema: dailyEmailSchema, signal }) });
}

/** PUT /api/discover/daily-email: the switch shows what the server stored. */
export function useSetDailyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: boolean) => apiRequest('/discover/daily-email', { method: 'PUT', body: { email }, schema: dailyEmailSchema }),
    onSuccess: (stored) => queryClient.setQueryData(dailyEmailKey, stored),
  });
}
