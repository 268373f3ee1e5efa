import { Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useRemoveTestData, type RemovedTestData } from '@/features/admin/api/remove-test-data';

type RemoveTestDataDialogProps = { onClose: () => void; onRemoved: (removed: RemovedTestData) => void; onFailed: (message: string) => void };

/** Asks before removing what the test-account button made; the outcome is told by whoever opened it. */
export function RemoveTestDataDialog({ onClose, onRemoved, onFailed }: RemoveTestDataDialogProps) {
  const remove = useRemoveTestData();

  const confirm = () => {
    remove.mutate(undefined, {
      onSuccess: (removed) => onRemoved(removed),
      onError: (error) => onFailed(error.message),
    });
  };

  return (
    <Dialog
      title="Remove all test data?"
      description="Every profile, pitch and application made with Create test account is deleted, with what hangs off them. Real members' data stays. This cannot be undone."
      onClose={onClose}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={remove.isPending} className="from-rose-300 to-rose-500 shadow-none hover:from-rose-200 hover:to-rose-400">
          <Trash2 aria-hidden="true" className="size-4" />
          {remove.isPending ? 'Removing…' : 'Remove test data'}
        </Button>
      </div>
    </Dialog>
  );
}
