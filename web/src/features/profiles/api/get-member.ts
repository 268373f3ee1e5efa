import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { profileFieldsSchema } from '@/features/profiles/api/get-my-profile';
import { kindSectionsFields } from '@/features/profiles/api/kind-sections';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type MemberProfile = ApiSchemas['MemberProfile'];

const memberProfileSchema = profileFieldsSchema.extend({
  connected: z.boolean(),
  conversationId: z.string().nullable(),
  isOnline: z.boolean().nullable(),
  lastSeenAt: z.string().nullable(),
  verified: z.boolean(),
  ...kindSectionsFields,
}) satisfies z.ZodType<MemberProfile, unknown>;

/** GET /api/members/:id (404 when hidden, blocked or unknown). */
export function getMember(id: string): Promise<MemberProfile> {
  return apiRequest(`/members/${encodeURIComponent(id)}`, { schema: memberProfileSchema });
}

export const memberQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['members', id], queryFn: () => getMember(id), retry: (count, error) => count < 2 && !('status' in error && error.status === 404) });

export const useMember = (id: string) => useQuery(memberQueryOptions(id));
