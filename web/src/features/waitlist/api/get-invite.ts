import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { waitlistRoles } from '@/features/waitlist/api/join-waitlist';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

const inviteSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(waitlistRoles).optional(),
  city: z.string().optional(),
  bio: z.string().optional(),
  referral: z.string().optional(),
  invitedBy: z.string().optional(),
  note: z.string().optional(),
  expiresAt: z.string(),
}) satisfies z.ZodType<ApiSchemas['WaitlistInvite']>;

export type Invitation = z.infer<typeof inviteSchema>;

/** GET /api/waitlist/invite: what the invitation knows of its person (a member's invitation: the address, who invited and their note); 404/409/410 when it cannot be used. */
export function getInvite(code: string): Promise<Invitation> {
  return apiRequest(`/waitlist/invite?${new URLSearchParams({ code }).toString()}`, { schema: inviteSchema });
}

export function useInvite(code: string) {
  return useQuery(queryOptions({ queryKey: ['waitlist', 'invite', code], queryFn: () => getInvite(code), staleTime: Infinity, retry: false, enabled: code !== '' }));
}
