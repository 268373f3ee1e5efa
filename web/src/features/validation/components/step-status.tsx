import { Circle, CircleCheck, CircleDashed, CircleDot, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { StepStatus } from '@/features/validation/api/get-validation';
import { validationNs } from '@/features/validation/i18n';
import { cn } from '@/lib/cn';

/** Each status its own icon and colour: grey, sky, gold (it can be completed now), green. */
export const statusStyles: Record<StepStatus, { icon: LucideIcon; text: string; chip: string }> = {
  'not-started': { icon: Circle, text: 'text-ink-300', chip: 'border-white/10 bg-white/4' },
  'in-progress': { icon: CircleDashed, text: 'text-sky-300', chip: 'border-sky-300/35 bg-sky-300/10' },
  ready: { icon: CircleDot, text: 'text-gold-300', chip: 'border-gold-400/40 bg-gold-400/10' },
  completed: { icon: CircleCheck, text: 'text-emerald-300', chip: 'border-emerald-400/40 bg-emerald-400/10' },
};

export function StepStatusIcon({ status, className }: { status: StepStatus; className?: string }) {
  const { icon: Icon, text } = statusStyles[status];
  return <Icon aria-hidden="true" className={cn('shrink-0', text, className)} strokeWidth={2} />;
}

/** The status in words beside its icon. */
export function StepStatusBadge({ status }: { status: StepStatus }) {
  const { t } = useTranslation(validationNs);
  const { text, chip } = statusStyles[status];
  return (
    <span data-status={status} className={cn('inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold', text, chip)}>
      <StepStatusIcon status={status} className="size-3.5" />
      {t(`status.${status}`)}
    </span>
  );
}
