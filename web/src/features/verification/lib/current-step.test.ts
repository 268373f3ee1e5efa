import { currentStepAfter, currentStepOpening, formAt, initialCurrentStep } from '@/features/verification/lib/current-step';

describe('the current-step value (SPEC section 4, odd on purpose)', () => {
  it('starts at 0, where no form shows, and maps 2 to 5 onto LinkedIn, company, identity and video', () => {
    expect(initialCurrentStep).toBe(0);
    expect([0, 1, 2, 3, 4, 5, 6].map(formAt)).toEqual([null, null, 'linkedin', 'company', 'identity', 'video', null]);
  });

  it('hands each form over to the next: LinkedIn → 3, company → 4, a file → 5', () => {
    expect(formAt(currentStepAfter.linkedin)).toBe('company');
    expect(formAt(currentStepAfter.company)).toBe('identity');
    expect(formAt(currentStepAfter.identity)).toBe('video');
    expect(currentStepAfter).toEqual({ linkedin: 3, company: 4, identity: 5, video: 5 });
  });

  it('opens each card’s own form', () => {
    expect(currentStepOpening).toEqual({ linkedin: 2, company: 3, identity: 4, video: 5 });
    expect(currentStepOpening.email).toBeUndefined();
    expect(currentStepOpening.phone).toBeUndefined();
  });
});
