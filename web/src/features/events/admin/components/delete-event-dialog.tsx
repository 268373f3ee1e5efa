import { Trash2 } from 'lucide-react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useDeleteEvent } from '@/features/events/admin/api/delete-event';
import type { AdminEvent } from '@/features/events/admin/api/get-admin-events';
import { failureText } from '@/lib/admin/server-field-errors';

/** Deleting is for drafts, cancelled events and ones nobody holds a place at; the server says so (409) otherwise. */
export function DeleteEventDialog({ event, onClose, onDone }: { event: AdminEvent; onClose: () => void; onDone: (message: string) => void }) {
  const remove = useDeleteEvent();
  return (
    <ConfirmDialog
      title="Delete this event?"
      description={`“${event.title}” is removed for good. This cannot be undone.`}
      keepLabel="Keep event"
      confirmLabel="Delete event"
      pendingLabel="Deleting…"
      icon={Trash2}
      pending={remove.isPending}
      error={remove.isError ? `❌ ${failureText(remove.error)}` : null}
      onClose={onClose}
      onConfirm={() => remove.mutate(event.id, { onSuccess: () => onDone(`✅ Event deleted: ${event.title}.`) })}
    />
  );
}
