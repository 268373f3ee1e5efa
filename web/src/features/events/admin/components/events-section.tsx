import { CalendarDays } from 'lucide-react';

import { ContentSection, type ConfirmProps, type EditorProps } from '@/components/admin/content-section';
import { useAdminEvents, type AdminEvent } from '@/features/events/admin/api/get-admin-events';
import { CancelEventDialog } from '@/features/events/admin/components/cancel-event-dialog';
import { DeleteEventDialog } from '@/features/events/admin/components/delete-event-dialog';
import { EventForm } from '@/features/events/admin/components/event-form';
import { EventRow, type EventAction } from '@/features/events/admin/components/event-row';

type Confirmed = Exclude<EventAction, 'edit'>;

function EventEditor({ item, onDone, onClose }: EditorProps<AdminEvent>) {
  return <EventForm event={item} onSaved={onDone} onClose={onClose} />;
}

function ConfirmEvent({ action, item, onDone, onClose }: ConfirmProps<AdminEvent, Confirmed>) {
  const Dialog = action === 'cancel' ? CancelEventDialog : DeleteEventDialog;
  return <Dialog event={item} onClose={onClose} onDone={onDone} />;
}

/** /admin?section=events: every event, drafts and cancelled ones too; create, edit, cancel and delete. */
export function EventsSection() {
  const events = useAdminEvents();
  return (
    <ContentSection<AdminEvent, Confirmed>
      query={events}
      noun={{ one: 'event', many: 'events' }}
      emptyIcon={CalendarDays}
      emptyHint="Create one with New event: it shows on /events or /virtual-events once published."
      renderRow={(event, { edit, confirm }) => <EventRow event={event} onAction={(action, chosen) => (action === 'edit' ? edit(chosen) : confirm(action, chosen))} />}
      Editor={EventEditor}
      Confirm={ConfirmEvent}
    />
  );
}
