import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { ApiError, apiRequest, entityIdSchema } from '@/lib/api-client';

export const memberRoles = ['Founder', 'Mentor', 'Investor'] as const;
export type MemberRole = (typeof memberRoles)[number];

const memberSchema = z.object({
  profileId: entityIdSchema,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  memberRole: z.enum(memberRoles).nullable(),
  photoUrl: z.string().nullable(),
});

export type Member = z.infer<typeof memberSchema>;

/**
 * PUT /api/me/role: remembers the role picked in the role picker on the signed-in member. Founder is
 * anyone's; Mentor and Investor only a member's an administrator approved as one (403 otherwise).
 */
export function chooseMemberRole(role: MemberRole): Promise<Member> {
  return apiRequest('/me/role', { method: 'PUT', body: { role }, schema: memberSchema });
}

/** Mentor and Investor are for members an administrator approved as one: anyone else gets 403 role_not_approved. */
export const isRoleNotApproved = (error: unknown): boolean => error instanceof ApiError && error.status === 403 && error.code === 'role_not_approved';

type ChooseMemberRoleOptions = Omit<UseMutationOptions<Member, Error, MemberRole>, 'mutationFn' | 'mutationKey'>;

export function useChooseMemberRole(options: ChooseMemberRoleOptions = {}) {
  return useMutation({ mutationKey: ['me', 'role'], mutationFn: chooseMemberRole, ...options });
}
