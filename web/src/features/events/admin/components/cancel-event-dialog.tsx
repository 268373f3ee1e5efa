import { Ban } from 'lucide-react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useCancelEvent } from '@/features/events/admin/api/cancel-event';
import type { AdminEvent } from '@/features/events/admin/api/get-admin-events';
import { failureText } from '@/lib/admin/server-field-errors';

const members = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** Cancelling tells everyone with a seat or in line, so it is asked first. */
export function CancelEventDialog({ event, onClose, onDone }: { event: AdminEvent; onClose: () => void; onDone: (message: string) => void }) {
  const cancel = useCancelEvent();
  return (
    <ConfirmDialog
      title="Cancel this event?"
      description={`Everyone with a seat or in line for “${event.title}” will be told it is cancelled (${members(event.attendees)} with a seat, ${members(event.waiting)} in line). This cannot be undone.`}
      keepLabel="Keep event"
      confirmLabel="Cancel event"
      pendingLabel="Cancelling…"
      icon={Ban}
      pending={cancel.isPending}
      error={cancel.isError ? `❌ ${failureText(cancel.error)}` : null}
      onClose={onClose}
      onConfirm={() => cancel.mutate(event.id, { onSuccess: () => onDone(`✅ Event cancelled: ${event.title}. Members with a seat or in line are being told.`) })}
    />
  );
}
