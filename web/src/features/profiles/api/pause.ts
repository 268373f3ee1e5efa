import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type Pause = ApiSchemas['Pause'];

const pauseSchema = z.object({ paused: z.boolean(), pausedAt: z.string().nullable() }) satisfies z.ZodType<Pause, unknown>;

export const pauseKey = ['me', 'pause'] as const;

/** GET /api/me/pause: whether the member's membership is paused (others don't see them). */
export const useMyPause = (enabled = true) => useQuery({ queryKey: pauseKey, queryFn: () => apiRequest('/me/pause', { schema: pauseSchema }), enabled });

/** PUT /api/me/pause: pauses (true) or resumes (false); the answer is the pause now. */
export function useSetPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => apiRequest('/me/pause', { method: 'PUT', body: { paused }, schema: pauseSchema }),
    onSuccess: (pause) => queryClient.setQueryData<Pause>(pauseKey, pause),
  });
}
