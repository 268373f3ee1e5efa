import { Ban, Flag } from 'lucide-react';
import { useState } from 'react';

import { BlockDialog } from '@/features/discover/components/block-dialog';
import { ReportDialog } from '@/features/discover/components/report-dialog';
import { cn } from '@/lib/cn';

type MemberSafetyActionsProps = { member: { id: string; name: string }; onBlocked: () => void; className?: string };

const iconButton =
  'grid size-9 place-items-center rounded-full text-ink-300 transition-colors hover:bg-white/6 focus-visible:bg-white/6';

/** Report and Block for one member, the same on a deck card and a connection. */
export function MemberSafetyActions({ member, onBlocked, className }: MemberSafetyActionsProps) {
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className={cn('flex items-center', className)}>
      <button type="button" aria-label={`Report ${member.name}`} title="Report" onClick={() => setOpen('report')} className={cn(iconButton, 'hover:text-amber-300')}>
        <Flag aria-hidden="true" className="size-4" />
      </button>
      <button type="button" aria-label={`Block ${member.name}`} title="Block" onClick={() => setOpen('block')} className={cn(iconButton, 'hover:text-rose-300')}>
        <Ban aria-hidden="true" className="size-4" />
      </button>
      {open === 'report' ? <ReportDialog member={member} onClose={close} /> : null}
      {open === 'block' ? <BlockDialog member={member} onClose={close} onBlocked={onBlocked} /> : null}
    </div>
  );
}
