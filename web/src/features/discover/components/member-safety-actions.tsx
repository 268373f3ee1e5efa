import { Ban, Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { discoverNs } from '@/features/discover/i18n';
import { cn } from '@/lib/cn';

// The dialogs (the report form brings react-hook-form, ~15 kB) load when a button is pointed at or
// focused, not with the deck. A failed fetch shows when the dialog opens.
const loadReportDialog = () => import('@/features/discover/components/report-dialog');
const loadBlockDialog = () => import('@/features/discover/components/block-dialog');
const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => {});
const ReportDialog = lazy(() => loadReportDialog().then((module) => ({ default: module.ReportDialog })));
const BlockDialog = lazy(() => loadBlockDialog().then((module) => ({ default: module.BlockDialog })));

type MemberSafetyActionsProps = { member: { id: string; name: string }; onBlocked: () => void; className?: string };

const iconButton =
  'grid size-9 place-items-center rounded-full text-ink-300 transition-colors hover:bg-white/6 focus-visible:bg-white/6';

/** Report and Block for one member, the same on a deck card and a connection. */
export function MemberSafetyActions({ member, onBlocked, className }: MemberSafetyActionsProps) {
  const { t } = useTranslation(discoverNs);
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className={cn('flex items-center', className)}>
      <button
        type="button"
        aria-label={t('safety.reportMember', { name: member.name })}
        title={t('safety.report')}
        onClick={() => setOpen('report')}
        onPointerEnter={prefetch(loadReportDialog)}
        onFocus={prefetch(loadReportDialog)}
        className={cn(iconButton, 'hover:text-amber-300')}
      >
        <Flag aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={t('safety.blockMember', { name: member.name })}
        title={t('safety.block')}
        onClick={() => setOpen('block')}
        onPointerEnter={prefetch(loadBlockDialog)}
        onFocus={prefetch(loadBlockDialog)}
        className={cn(iconButton, 'hover:text-rose-300')}
      >
        <Ban aria-hidden="true" className="size-4" />
      </button>
      <Suspense fallback={null}>
        {open === 'report' ? <ReportDialog member={member} onClose={close} /> : null}
        {open === 'block' ? <BlockDialog member={member} onClose={close} onBlocked={onBlocked} /> : null}
      </Suspense>
    </div>
  );
}
