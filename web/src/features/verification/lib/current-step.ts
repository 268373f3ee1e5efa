import type { StepId } from '@/features/verification/api/get-verification';

/**
 * SPEC section 4 "Verification steps", kept as written although it is odd: the form on screen
 * follows a current-step value that counts the six steps from 0 while the SPEC's own step numbers
 * count from 1. So 2 shows the LinkedIn form (step 3), 3 the company form (step 4), 4 the identity
 * document (step 5) and 5 the video call (step 6). Connecting LinkedIn sets the value to 3,
 * submitting company info sets it to 4 and choosing a file sets it to 5: each form hands over to
 * the next. The value starts at 0 (e-mail, which has no form), so no form shows at first; the
 * phone step has no form in this mapping either and opens a panel of its own (phone-form.tsx).
 */
export const formAtStep = { 2: 'linkedin', 3: 'company', 4: 'identity', 5: 'video' } as const;

export type StepForm = (typeof formAtStep)[keyof typeof formAtStep];

/** The value no form shows at: where the screen starts. */
export const initialCurrentStep = 0;

/** The value a step card's action sets, so that its own form shows; e-mail and phone have none. */
export const currentStepOpening: Partial<Record<StepId, number>> = { linkedin: 2, company: 3, identity: 4, video: 5 };

/** The value after a form succeeds: LinkedIn → 3, company → 4, a file → 5; booking the call keeps 5. */
export const currentStepAfter: Record<StepForm, number> = { linkedin: 3, company: 4, identity: 5, video: 5 };

/** The form the value shows, or none. */
export function formAt(currentStep: number): StepForm | null {
  return currentStep in formAtStep ? formAtStep[currentStep as keyof typeof formAtStep] : null;
}
