import { z } from 'zod';

import { entityIdSchema, type ApiSchemas } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';

export type MemberSummary = ApiSchemas['MemberSummary'];

export const memberRoleSchema = z.enum(['Founder', 'Mentor', 'Investor']);

/** The member fields that a deck card, a connection and a conversation all carry. */
export const memberSummaryFields = {
  id: entityIdSchema,
  name: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  memberRole: memberRoleSchema.nullable(),
  photoUrl: z.string().nullable(),
  /** All six verification steps completed: the badge (absent in older answers: not verified). */
  verified: z.boolean().default(false),
};

export const memberSummarySchema = z.object(memberSummaryFields) satisfies z.ZodType<MemberSummary, unknown>;

/** "Founder & CEO at Kirana Labs", or whichever half is known. */
export function roleLine({ title, company }: Pick<MemberSummary, 'title' | 'company'>): string | null {
  if (title && company) return i18next.t('roleLine', { ns: 'ui', title, company });
  return title ?? company ?? null;
}

/** The side panels' recent activity and trending founders (features/highlights): whatever hides a member elsewhere (a block) reads them again. */
export const highlightsKey = ['me', 'highlights'] as const;
