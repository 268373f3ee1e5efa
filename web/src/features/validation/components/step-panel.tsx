import { ChevronLeft, ChevronRight, CircleCheck } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { StepStatus } from '@/features/validation/api/get-validation';
import { SaveFailed, SaveIndicator } from '@/features/validation/components/save-indicator';
import { StepQuestions } from '@/features/validation/components/step-questions';
import { StepStatusBadge } from '@/features/validation/components/step-status';
import { validationNs } from '@/features/validation/i18n';
import type { SaveState } from '@/features/validation/lib/answer-drafts';
import { filledCount, questionsPerStep, validationSteps } from '@/features/validation/lib/validation-rules';
import { formatDate } from '@/lib/format-time';

type StepPanelProps = {
  step: (typeof validationSteps)[number];
  status: StepStatus;
  answers: readonly string[];
  completedAt: string | null;
  save: SaveState;
  completing: boolean;
  completeError: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  nextRef: Ref<HTMLButtonElement>;
  onChange: (answers: string[]) => void;
  onRetrySave: () => void;
  onComplete: () => void;
  onMove: (step: number) => void;
};

/** The open step: its questions, whether they are saved, Complete when it is ready, Previous and Next. */
export function StepPanel({ step, status, answers, completedAt, save, completing, completeError, headingRef, nextRef, onChange, onRetrySave, onComplete, onMove }: StepPanelProps) {
  const { t } = useTranslation(validationNs);
  const last = validationSteps.length;
  return (
    <section aria-labelledby="validation-step-title" className="flex flex-col gap-5 rounded-3xl border border-white/8 bg-ink-900/70 p-4 sm:p-6">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">{t('stepOf', { step: step.step, total: last })}</p>
          <StepStatusBadge status={status} />
        </div>
        <h2 id="validation-step-title" ref={headingRef} tabIndex={-1} className="font-display text-2xl leading-tight text-ivory sm:text-3xl">
          {t(`steps.${step.key}.title`)}
        </h2>
        <p className="text-sm leading-relaxed text-ink-300">{t(`steps.${step.key}.description`)}</p>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="text-xs text-ink-300">{t('answered', { count: filledCount(answers), total: questionsPerStep })}</p>
          <SaveIndicator state={save} onRetry={onRetrySave} />
        </div>
      </header>

      <StepQuestions stepKey={step.key} answers={answers} onChange={onChange} />

      <footer className="flex flex-col gap-3 border-t border-white/8 pt-4">
        <div role="status" aria-live="polite">
          {status === 'completed' ? (
            <p className="flex items-center gap-2 text-sm text-emerald-300">
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              {completedAt ? t('completedOn', { date: formatDate(completedAt) }) : t('status.completed')}
            </p>
          ) : (
            <p className="text-sm text-ink-300">{status === 'ready' ? t('readyHint') : t('openHint')}</p>
          )}
        </div>
        {save === 'failed' ? <SaveFailed onRetry={onRetrySave} /> : null}
        {completeError ? (
          <div role="alert">
            <Notice tone="error">{completeError}</Notice>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" onClick={() => onMove(step.step - 1)} disabled={step.step === 1}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('previous')}
          </Button>
          {status === 'ready' ? (
            <Button onClick={onComplete} disabled={completing} className="order-first w-full sm:order-none sm:w-auto">
              <CircleCheck aria-hidden="true" className="size-4" />
              {completing ? t('completing') : t('complete')}
            </Button>
          ) : null}
          <Button ref={nextRef} variant={status === 'completed' ? 'primary' : 'secondary'} onClick={() => onMove(step.step + 1)} disabled={step.step === last}>
            {t('next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </footer>
    </section>
  );
}
