import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { validationNs } from '@/features/validation/i18n';
import { answerMaxLength, isAnswered, questionKeys, type ValidationStepKey } from '@/features/validation/lib/validation-rules';
import { cn } from '@/lib/cn';

/** The counter shows once an answer nears the limit. */
const countFrom = answerMaxLength - 200;

type StepQuestionsProps = {
  stepKey: ValidationStepKey;
  answers: readonly string[];
  onChange: (answers: string[]) => void;
};

/** A step's four questions, each answered in a textarea of up to 2000 characters. */
export function StepQuestions({ stepKey, answers, onChange }: StepQuestionsProps) {
  const { t } = useTranslation(validationNs);
  const id = useId();
  return (
    <ol className="flex flex-col gap-5">
      {questionKeys.map((question, index) => {
        const answer = answers[index] ?? '';
        const fieldId = `${id}-${question}`;
        const counted = answer.length >= countFrom;
        return (
          <li key={question} className="flex flex-col gap-2">
            <label htmlFor={fieldId} className="flex items-start gap-2.5 text-sm leading-relaxed font-medium text-ink-200">
              <span
                aria-hidden="true"
                className={cn(
                  'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full text-[0.7rem] font-semibold tabular-nums',
                  isAnswered(answer) ? 'text-emerald-300' : 'border border-white/15 text-ink-300',
                )}
              >
                {isAnswered(answer) ? <CircleCheck className="size-5" strokeWidth={1.8} /> : index + 1}
              </span>
              <span>{t(`steps.${stepKey}.${question}`)}</span>
            </label>
            <textarea
              id={fieldId}
              value={answer}
              rows={4}
              maxLength={answerMaxLength}
              aria-describedby={counted ? `${fieldId}-count` : undefined}
              onChange={(event) => onChange(answers.map((text, at) => (at === index ? event.target.value : text)))}
              className="block min-h-24 w-full resize-y rounded-xl border border-ink-600 bg-ink-950/70 px-4 py-3 text-[0.95rem] leading-relaxed text-ivory shadow-inner shadow-black/20 transition-colors duration-150 placeholder:text-ink-500 focus:border-gold-400 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400/40"
            />
            {counted ? (
              <p id={`${fieldId}-count`} className={cn('text-right text-xs tabular-nums', answer.length >= answerMaxLength ? 'text-rose-300' : 'text-ink-300')}>
                {t('characters', { count: answer.length, max: answerMaxLength })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
