import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StepStatus, Validation } from '@/features/validation/api/get-validation';
import { LeaveUnsavedDialog } from '@/features/validation/components/leave-unsaved-dialog';
import { StepList } from '@/features/validation/components/step-list';
import { StepPanel } from '@/features/validation/components/step-panel';
import { ValidationScore } from '@/features/validation/components/validation-score';
import { validationNs } from '@/features/validation/i18n';
import { useAnswerDrafts } from '@/features/validation/lib/use-answer-drafts';
import { useSaveBeforeLeaving } from '@/features/validation/lib/use-save-before-leaving';
import { filledCount, firstOpenStep, scoreOf, statusOf, validationSteps } from '@/features/validation/lib/validation-rules';
import { ApiError } from '@/lib/api-client';

/**
 * The steps, the open step's questions and the score, from what the server says overlaid with the
 * text the member has typed and not yet saved: statuses and score follow the typing at once, by
 * the server's rules, and the server's answers take over as each save lands.
 */
export function ValidationHub({ validation }: { validation: Validation }) {
  const { t } = useTranslation(validationNs);
  const { drafts, snapshot } = useAnswerDrafts();
  const leaving = useSaveBeforeLeaving(drafts);
  const [current, setCurrent] = useState(() => firstOpenStep(validation));
  // The step on screen, for a completion that lands after the member has moved on.
  const shownStep = useRef(current);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const complete = useMutation({
    mutationFn: (step: number) => drafts.complete(step),
    // Complete goes away with the step completed: focus moves on to Next (the title on the last step).
    onSuccess: (_, step) => {
      if (step === shownStep.current) (nextRef.current?.disabled ? headingRef.current : nextRef.current)?.focus();
    },
  });

  const shown = validation.steps.map((saved) => {
    const draft = snapshot.drafts.get(saved.step);
    return { ...saved, answers: draft ?? saved.answers, status: draft ? statusOf(draft, saved.status) : saved.status };
  });
  const statuses = new Map<number, StepStatus>(shown.map(({ step, status }) => [step, status]));
  const filled = shown.reduce((sum, { answers }) => sum + filledCount(answers), 0);
  const score = snapshot.drafts.size > 0 ? scoreOf(shown.map(({ answers }) => answers)) : validation.score;
  const step = validationSteps.find((entry) => entry.step === current) ?? validationSteps[0];
  const open = shown.find((entry) => entry.step === step.step);

  const moveTo = (next: number) => {
    if (next === current || !validationSteps.some((entry) => entry.step === next)) return;
    drafts.flush().catch(() => {});
    shownStep.current = next;
    setCurrent(next);
    headingRef.current?.focus();
  };

  const completingThis = complete.variables === step.step;
  const completeError = !completingThis || !complete.error ? null : complete.error instanceof ApiError && complete.error.code === 'not_ready' ? t('notReady') : t('completeFailed');

  return (
    <div className="flex flex-col gap-4">
      <ValidationScore score={score} filled={filled} />
      <StepList statuses={statuses} current={current} onSelect={moveTo} />
      {open ? (
        <StepPanel
          step={step}
          status={open.status}
          answers={open.answers}
          completedAt={open.completedAt}
          save={snapshot.save}
          completing={completingThis && complete.isPending}
          completeError={completeError}
          headingRef={headingRef}
          nextRef={nextRef}
          onChange={(answers) => {
            if (completeError) complete.reset();
            drafts.edit(step.step, answers);
          }}
          onRetrySave={() => drafts.flush().catch(() => {})}
          onComplete={() => complete.mutate(step.step)}
          onMove={moveTo}
        />
      ) : null}
      {leaving ? <LeaveUnsavedDialog onStay={leaving.stay} onLeave={leaving.leave} /> : null}
    </div>
  );
}
