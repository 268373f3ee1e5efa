import type { ApplicationRequest } from '@/features/applications/api/submit-application';
import type { Step1Draft, Step2Draft, Step3Draft } from '@/features/applications/lib/onboarding-draft';
import type { PlanId } from '@/features/applications/lib/options';

const textOrNull = (text: string | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const numberOrNull = (text: string | undefined) => {
  const trimmed = textOrNull(text);
  return trimmed === null ? null : Number(trimmed);
};

type Drafts = { step1: Step1Draft | null; step2: Step2Draft | null; step3: Step3Draft | null };

/** SPEC section 4: missing step data is sent as null, missing lists as empty. */
export function toApplicationRequest({ step1, step2, step3 }: Drafts, plan: PlanId): ApplicationRequest {
  return {
    firstName: textOrNull(step1?.firstName),
    lastName: textOrNull(step1?.lastName),
    email: textOrNull(step1?.email),
    linkedinUrl: textOrNull(step1?.linkedinUrl),
    company: textOrNull(step2?.company),
    role: textOrNull(step2?.role),
    industry: textOrNull(step2?.industry),
    bio: textOrNull(step2?.bio),
    fundingStage: textOrNull(step2?.fundingStage),
    teamSize: numberOrNull(step2?.teamSize),
    interests: step3?.interests ?? [],
    goals: step3?.goals ?? [],
    plan,
  };
}
