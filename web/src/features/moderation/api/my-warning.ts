import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, entityIdSchema, type ApiSchemas } from '@/lib/api-client';

export type MyWarning = ApiSchemas['MyWarning'];

const myWarningSchema = z.object({
  warning: z.object({ id: entityIdSchema, reason: z.string(), createdAt: z.string() }).nullable(),
}) satisfies z.ZodType<MyWarning, unknown>;

const myWarningKey = ['me', 'warning'] as const;

/** GET /api/me/warning: a warning from the moderators not acknowledged yet, asked once per load of the app. */
export const useMyWarning = (enabled: boolean) =>
  useQuery({ queryKey: myWarningKey, queryFn: () => apiRequest('/me/warning', { schema: myWarningSchema }), enabled, staleTime: Infinity });

/** POST /api/me/warning/{id}/acknowledgement: read; not shown again. */
export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/me/warning/${encodeURIComponent(id)}/acknowledgement`, { method: 'POST', schema: z.undefined() }),
    onSuccess: () => queryClient.setQueryData<MyWarning>(myWarningKey, { warning: null }),
  });
}
