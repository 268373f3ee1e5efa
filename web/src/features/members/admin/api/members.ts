import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { env } from '@/config/env';
import { directorySearch, type DirectoryQuery } from '@/features/members/admin/lib/directory-query';
import { adminQueryKey } from '@/lib/admin/admin-query-keys';
import { auditEntrySchema } from '@/lib/admin/audit-entry';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type DirectoryMember = ApiSchemas['DirectoryMember'];
export type MemberDirectoryPage = ApiSchemas['MemberDirectoryPage'];
export type MemberPage = ApiSchemas['MemberPage'];

const memberKey = [...adminQueryKey, 'members'] as const;

const directoryMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  kind: z.enum(['Founder', 'Mentor', 'Investor']),
  memberRole: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected', 'suspended', 'banned']),
  heldUntil: z.string().nullable(),
  plan: z.string(),
  verified: z.boolean(),
  testData: z.boolean(),
  joinedAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<DirectoryMember, unknown>;

const directoryPageSchema = z.object({ items: z.array(directoryMemberSchema), total: z.number(), page: z.number(), pageSize: z.number() }) satisfies z.ZodType<MemberDirectoryPage, unknown>;

const party = z.object({ id: z.string(), name: z.string() });
/** A member of the invite tree; the name null for a member no longer shown. */
const treeMember = z.object({ id: z.string(), name: z.string().nullable() });
const memberPageSchema = z.object({
  member: directoryMemberSchema,
  lastSeenAt: z.string().nullable(),
  verification: z.array(z.object({ step: z.string(), status: z.string(), submittedAt: z.string().nullable(), reason: z.string().nullable() })),
  kindRequests: z.array(z.object({ id: z.string(), kind: z.string(), status: z.string(), reason: z.string().nullable(), createdAt: z.string(), decidedAt: z.string().nullable() })),
  referrals: z.object({ count: z.number(), recent: z.array(z.object({ name: z.string(), role: z.string(), city: z.string(), joinedAt: z.string() })) }),
  invitations: z.object({
    invitedBy: treeMember.nullable(),
    sentThisMonth: z.number(),
    sent: z.array(
      z.object({ id: z.string(), email: z.string(), status: z.enum(['pending', 'accepted', 'expired', 'withdrawn']), createdAt: z.string(), expiresAt: z.string(), member: treeMember.nullable() }),
    ),
  }),
  reports: z.array(z.object({ id: z.string(), reason: z.string(), status: z.string(), createdAt: z.string(), reporter: party, target: party })),
  moderation: z.array(z.object({ id: z.string(), action: z.string(), reason: z.string(), endsAt: z.string().nullable(), createdAt: z.string(), acknowledgedAt: z.string().nullable() })),
  sessions: z.array(z.object({ id: z.string(), createdAt: z.string(), lastSeenAt: z.string(), clientIp: z.string().nullable() })),
  audit: z.array(auditEntrySchema),
}) satisfies z.ZodType<MemberPage, unknown>;

/** GET /api/admin/members?…: one page of the members the query finds. */
export const membersQueryOptions = (query: DirectoryQuery) =>
  queryOptions({
    queryKey: [...memberKey, 'list', directorySearch(query)],
    queryFn: ({ signal }) => apiRequest(`/admin/members?${directorySearch(query)}`, { schema: directoryPageSchema, signal }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export function useMembers(query: DirectoryQuery) {
  return useQuery(membersQueryOptions(query));
}

/** The CSV of every member the query finds (the browser downloads it). */
export const membersExportHref = (query: DirectoryQuery) => `${env.API_URL}/admin/members/export?${directorySearch(query, { withPage: false })}`;

/** GET /api/admin/members/{id}: the member's page. */
export function useMemberPage(id: string) {
  return useQuery({
    queryKey: [...memberKey, 'page', id],
    queryFn: ({ signal }) => apiRequest(`/admin/members/${encodeURIComponent(id)}`, { schema: memberPageSchema, signal }),
    staleTime: 10_000,
  });
}

/** DELETE /api/admin/members/{id}/sessions: signs the member out everywhere. */
export function useEndMemberSessions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/admin/members/${encodeURIComponent(id)}/sessions`, { method: 'DELETE', schema: z.object({ ended: z.number() }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...memberKey, 'page', id] }),
  });
}

/** After a moderation action: the member's page and the lists again. */
export function useMemberChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKey });
}
