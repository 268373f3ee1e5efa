import type { StepStatus, Validation } from '@/features/validation/api/get-validation';

/** The five steps (SPEC section 4), each with its four questions in the translations under steps.<key>. */
export const validationSteps = [
  { step: 1, key: 'problem' },
  { step: 2, key: 'customer' },
  { step: 3, key: 'solution' },
  { step: 4, key: 'market' },
  { step: 5, key: 'model' },
] as const;

export type ValidationStepKey = (typeof validationSteps)[number]['key'];

export const questionKeys = ['q1', 'q2', 'q3', 'q4'] as const;
export const questionsPerStep = questionKeys.length;
export const totalAnswers = validationSteps.length * questionsPerStep;
/** The server counts characters (code points); maxLength counts UTF-16 units, never fewer. */
export const answerMaxLength = 2000;

// The server trims ASCII whitespace only (core::trim); so does this, so both count the same answers.
const asciiBlank = /^[ \t\n\v\f\r]*$/;

/** SPEC section 5: an answer counts as filled only if non-blank after trimming. */
export const isAnswered = (answer: string) => !asciiBlank.test(answer);

export const filledCount = (answers: readonly string[]) => answers.filter(isAnswered).length;

/**
 * SPEC section 4, as the server decides it (docs/validation.md), for text not yet saved: a step
 * the server has completed stays completed while all four answers stay filled.
 */
export function statusOf(answers: readonly string[], saved: StepStatus): StepStatus {
  const filled = filledCount(answers);
  if (filled === questionsPerStep) return saved === 'completed' ? 'completed' : 'ready';
  return filled === 0 ? 'not-started' : 'in-progress';
}

/** SPEC section 9: the percent of the twenty answers filled, rounded down. */
export const scoreOf = (answersByStep: readonly (readonly string[])[]) =>
  Math.floor((answersByStep.reduce((sum, answers) => sum + filledCount(answers), 0) * 100) / totalAnswers);

export type ScoreBand = 'green' | 'amber' | 'red';

/** SPEC section 9: green at 80 or more, amber at 60 or more, red below 60. */
export function scoreBandOf(score: number): ScoreBand {
  if (score >= 80) return 'green';
  if (score >= 60) return 'amber';
  return 'red';
}

/** Where the member starts: the first step not completed yet, or the first when all are. */
export const firstOpenStep = (validation: Validation) => validation.steps.find((step) => step.status !== 'completed')?.step ?? 1;

export const sameAnswers = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((answer, index) => answer === b[index]);
