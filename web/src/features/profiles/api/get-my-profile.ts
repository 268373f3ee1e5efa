import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { kindSectionsFields } from '@/features/profiles/api/kind-sections';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type MyProfile = ApiSchemas['MyProfile'];
export type ProfileFields = ApiSchemas['ProfileFields'];

const text = z.string().nullable();

export const profileFieldsSchema = z.object({
  id: z.string(),
  firstName: text,
  lastName: text,
  title: text,
  company: text,
  industry: text,
  location: text,
  bio: text,
  website: text,
  linkedin: text,
  twitter: text,
  experience: text,
  experienceYears: z.number().int().nullable(),
  education: text,
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  photoUrl: text,
  memberRole: z.enum(['Founder', 'Mentor', 'Investor']).nullable(),
});

const myProfileSchema = profileFieldsSchema.extend({
  email: z.string(),
  stats: z.object({ connections: z.number().int(), profileViews: z.number().int(), completeness: z.number().int() }),
  suggestions: z.object({ industries: z.array(z.string()), cities: z.array(z.string()) }),
  kinds: z.array(z.enum(['Founder', 'Mentor', 'Investor'])),
  ...kindSectionsFields,
  missing: z.array(z.string()),
}) satisfies z.ZodType<MyProfile, unknown>;

export const myProfileKey = ['me', 'profile'] as const;

/** GET /api/me/profile */
export function getMyProfile(): Promise<MyProfile> {
  return apiRequest('/me/profile', { schema: myProfileSchema });
}

export const myProfileQueryOptions = () => queryOptions({ queryKey: myProfileKey, queryFn: getMyProfile });

export const useMyProfile = () => useQuery(myProfileQueryOptions());

export { myProfileSchema };
