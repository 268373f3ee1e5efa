import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { pitchItemSchema, profileItemSchema } from '@/features/admin/api/get-review-items';
import { adminQueryKey, reviewListKey } from '@/lib/admin/admin-query-keys';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type TestAccount = ApiSchemas['TestAccount'];

const testAccountSchema = z.object({ profile: profileItemSchema, pitch: pitchItemSchema }) satisfies z.ZodType<TestAccount, unknown>;

/** POST /api/admin/test-account: a pending test profile with a pending test pitch. */
export function createTestAccount(): Promise<TestAccount> {
  return apiRequest('/admin/test-account', { method: 'POST', schema: testAccountSchema });
}

export function useCreateTestAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminQueryKey, 'test-account'],
    mutationFn: createTestAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewListKey }),
  });
}
