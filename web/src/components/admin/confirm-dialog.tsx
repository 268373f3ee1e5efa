import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';

type ConfirmDialogProps = {
  title: string;
  description: ReactNode;
  /** The button that leaves things as they are; it has the focus when the dialog opens. */
  keepLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  icon: LucideIcon;
  pending: boolean;
  /** Why the last attempt failed, shown in the dialog so it can be tried again. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone (cancelling an event, deleting one or a story). */
export function ConfirmDialog({ title, description, keepLabel, confirmLabel, pendingLabel, icon: Icon, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog title={title} description={description} onClose={onClose}>
      <div className="flex flex-col gap-4">
        {error ? (
          <div role="alert">
            <Notice tone="error">{error}</Notice>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} data-autofocus>
            {keepLabel}
          </Button>
          <Button onClick={onConfirm} disabled={pending} className="from-rose-300 to-rose-500 shadow-none hover:from-rose-200 hover:to-rose-400">
            <Icon aria-hidden="true" className="size-4" />
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
