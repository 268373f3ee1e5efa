import { Circle, CircleCheck, CircleX, Hourglass, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { StepStatus } from '@/features/verification/api/get-verification';
import { verificationNs } from '@/features/verification/i18n';
import { cn } from '@/lib/cn';

/** SPEC section 4: completed green tick, in-progress yellow hourglass, pending grey circle, failed red cross. */
export const statusLooks: Record<StepStatus, { icon: LucideIcon; colour: string; tile: string }> = {
  completed: { icon: CircleCheck, colour: 'text-green-400', tile: 'border-green-400/30 bg-green-500/10' },
  'in-progress': { icon: Hourglass, colour: 'text-yellow-300', tile: 'border-yellow-300/30 bg-yellow-400/10' },
  pending: { icon: Circle, colour: 'text-ink-500', tile: 'border-white/10 bg-white/4' },
  failed: { icon: CircleX, colour: 'text-red-400', tile: 'border-red-400/30 bg-red-500/10' },
};

/** The status icon, named for screen readers by the status it stands for. */
export function StatusIcon({ status, className }: { status: StepStatus; className?: string }) {
  const { t } = useTranslation(verificationNs);
  const look = statusLooks[status];
  const Icon = look.icon;
  return (
    <span role="img" aria-label={t(`status.${status}`)} data-status={status} className={cn('grid size-10 shrink-0 place-items-center rounded-xl border', look.tile, look.colour, className)}>
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
