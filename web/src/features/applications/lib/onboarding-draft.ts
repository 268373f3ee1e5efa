import { z } from 'zod';

import { readSession, removeSession, writeSession } from '@/lib/session';

/** What each step keeps in session storage, under the SPEC's keys and field names. */
export const step1DraftSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  linkedinUrl: z.string(),
});

export const step2DraftSchema = z.object({
  company: z.string(),
  role: z.string(),
  industry: z.string(),
  bio: z.string(),
  // Asked since issue 28: drafts kept from before have neither.
  fundingStage: z.string().default(''),
  teamSize: z.string().default(''),
});

export const step3DraftSchema = z.object({
  interests: z.array(z.string()),
  goals: z.array(z.string()),
});

export type Step1Draft = z.infer<typeof step1DraftSchema>;
export type Step2Draft = z.infer<typeof step2DraftSchema>;
export type Step3Draft = z.infer<typeof step3DraftSchema>;

const drafts = {
  onboarding_step1: step1DraftSchema,
  onboarding_step2: step2DraftSchema,
  onboarding_step3: step3DraftSchema,
} as const;

type DraftKey = keyof typeof drafts;

/** The stored draft, or null when it is missing or was tampered into another shape. */
export function readDraft<K extends DraftKey>(key: K): z.infer<(typeof drafts)[K]> | null {
  const stored = readSession(key);
  if (!stored) return null;
  try {
    const parsed = drafts[key].safeParse(JSON.parse(stored));
    return parsed.success ? (parsed.data as z.infer<(typeof drafts)[K]>) : null;
  } catch {
    return null;
  }
}

export function saveDraft<K extends DraftKey>(key: K, draft: z.infer<(typeof drafts)[K]>): void {
  writeSession(key, JSON.stringify(draft));
}

export function clearDrafts(): void {
  removeSession('onboarding_step1', 'onboarding_step2', 'onboarding_step3', 'onboarding_invite');
}
