import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type WaitlistRole = ApiSchemas['WaitlistRole'];
export type WaitlistEntry = ApiSchemas['WaitlistEntry'];

export const waitlistRoles = ['Founder', 'Mentor', 'Investor'] as const satisfies readonly WaitlistRole[];

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((text) => (text === '' ? undefined : text));

const invalidEmail = 'Please enter a valid email address.';

// zod's email pattern is stricter than the server's except for these two RFC limits it skips.
const withinEmailLimits = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return local.length <= 64 && domain.split('.').every((label) => label.length <= 63 && !label.endsWith('-'));
};

/** The server's limits (api/features/waitlist.yaml), so the form never sends what the server would refuse. */
export const waitlistEntrySchema = z.object({
  name: z.string().trim().min(1, 'Please enter your full name.').max(100, 'Please keep your name under 100 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'Please use an email address under 254 characters.')
    .pipe(z.email(invalidEmail).refine(withinEmailLimits, invalidEmail)),
  role: z.enum(waitlistRoles, 'Please choose Founder, Mentor or Investor.'),
  city: z.string().trim().min(1, 'Please enter your city.').max(100, 'Please keep the city under 100 characters.'),
  bio: optionalText(1000, 'Please keep your bio under 1000 characters.'),
  referral: optionalText(64, 'Referral codes are at most 64 characters.'),
}) satisfies z.ZodType<WaitlistEntry, unknown>;

const waitlistAcceptedSchema = z.object({
  status: z.literal('joined'),
}) satisfies z.ZodType<ApiSchemas['WaitlistAccepted']>;

export function joinWaitlist(entry: WaitlistEntry): Promise<ApiSchemas['WaitlistAccepted']> {
  return apiRequest('/waitlist', { method: 'POST', body: entry, schema: waitlistAcceptedSchema });
}

type JoinWaitlistOptions = Omit<
  UseMutationOptions<ApiSchemas['WaitlistAccepted'], Error, WaitlistEntry>,
  'mutationFn' | 'mutationKey'
>;

export function useJoinWaitlist(options: JoinWaitlistOptions = {}) {
  return useMutation({ mutationKey: ['waitlist', 'join'], mutationFn: joinWaitlist, ...options });
}
