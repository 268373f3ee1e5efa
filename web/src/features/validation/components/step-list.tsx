import { useTranslation } from 'react-i18next';

import type { StepStatus } from '@/features/validation/api/get-validation';
import { statusStyles, StepStatusIcon } from '@/features/validation/components/step-status';
import { validationNs } from '@/features/validation/i18n';
import { validationSteps } from '@/features/validation/lib/validation-rules';
import { cn } from '@/lib/cn';

type StepListProps = {
  /** Each step's status as the member sees it now, by step number. */
  statuses: ReadonlyMap<number, StepStatus>;
  current: number;
  onSelect: (step: number) => void;
};

/** The five steps with their status; any one can be opened. Up to 768 px, numbers and icons only. */
export function StepList({ statuses, current, onSelect }: StepListProps) {
  const { t } = useTranslation(validationNs);
  return (
    <nav aria-label={t('stepList')}>
      <ol className="grid grid-cols-5 gap-1.5 desktop:gap-2">
        {validationSteps.map(({ step, key }) => {
          const status = statuses.get(step) ?? 'not-started';
          const selected = step === current;
          const title = t(`steps.${key}.title`);
          return (
            <li key={step} className="min-w-0">
              <button
                type="button"
                onClick={() => onSelect(step)}
                aria-current={selected ? 'step' : undefined}
                aria-label={t('stepButton', { step, title, status: t(`status.${status}`) })}
                className={cn(
                  'flex h-full w-full min-w-0 flex-col items-center gap-1 rounded-2xl border px-1 py-2.5 text-center transition-colors desktop:items-start desktop:px-3 desktop:py-3 desktop:text-left',
                  selected ? 'border-gold-400/60 bg-gold-400/10' : 'border-white/8 bg-ink-900/60 hover:border-white/15 hover:bg-white/4',
                )}
              >
                <span className="flex flex-col items-center gap-1 desktop:flex-row desktop:gap-1.5">
                  <StepStatusIcon status={status} className="size-5 desktop:size-4.5" />
                  <span className={cn('text-xs font-semibold whitespace-nowrap tabular-nums', selected ? 'text-gold-200' : 'text-ink-300')}>{t('stepNumber', { step })}</span>
                </span>
                <span className="hidden text-sm leading-snug font-medium hyphens-auto wrap-break-word text-ivory desktop:block">{title}</span>
                <span className={cn('hidden text-xs desktop:block', statusStyles[status].text)}>{t(`status.${status}`)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
