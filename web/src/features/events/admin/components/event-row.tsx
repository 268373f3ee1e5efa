import { Ban, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

import { ContentStatusBadge } from '@/components/admin/content-status-badge';
import { Button } from '@/components/ui/button';
import type { AdminEvent } from '@/features/events/admin/api/get-admin-events';
import { eventKindLabels, eventTypeLabel, priceText } from '@/features/events/admin/lib/event-labels';
import { formatIst } from '@/lib/admin/india-time';

export type EventAction = 'edit' | 'cancel' | 'delete';

type EventRowProps = { event: AdminEvent; onAction: (action: EventAction, event: AdminEvent) => void };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-ink-500">{label}</dt>
      <dd className="break-words text-ink-200">{children}</dd>
    </div>
  );
}

/** One event in the admin list: what members see of it, its seats and line, and what can be done to it. */
export function EventRow({ event, onAction }: EventRowProps) {
  const cancelled = event.status === 'cancelled';
  return (
    <article aria-label={event.title} data-status={event.status} className="flex flex-col gap-4 rounded-2xl border border-white/8 bg-ink-900/60 p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-ivory">{event.title}</h3>
          <p className="mt-0.5 text-sm text-ink-300">
            {eventKindLabels[event.kind]} · {eventTypeLabel(event.kind, event.type)}
            {event.location ? ` · ${event.location}` : ''}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {event.isLive ? <span className="rounded-full border border-sky-400/40 bg-sky-400/10 px-2.5 py-0.5 text-xs font-semibold text-sky-200">Live now</span> : null}
          {event.isPast && !event.isLive ? <span className="rounded-full border border-white/10 px-2.5 py-0.5 text-xs text-ink-300">Past</span> : null}
          <ContentStatusBadge status={event.status} />
        </div>
      </header>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4 xl:grid-cols-2">
        <Fact label="Starts">
          <time dateTime={event.startsAt}>{formatIst(event.startsAt)}</time>
        </Fact>
        <Fact label="Seats">
          {event.attendees} / {event.capacity} attending
        </Fact>
        <Fact label="Waiting list">{event.waiting} waiting</Fact>
        <Fact label="Price">{priceText(event.priceRupees)}</Fact>
      </dl>

      <footer className="mt-auto flex flex-wrap justify-end gap-2 border-t border-white/6 pt-4">
        {cancelled ? null : (
          <Button variant="secondary" size="sm" onClick={() => onAction('edit', event)} aria-label={`Edit: ${event.title}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        )}
        {cancelled || event.isPast ? null : (
          <Button variant="secondary" size="sm" onClick={() => onAction('cancel', event)} aria-label={`Cancel event: ${event.title}`} className="border-rose-400/40 text-rose-200 hover:border-rose-300 hover:text-rose-100">
            <Ban aria-hidden="true" className="size-4" />
            Cancel event
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => onAction('delete', event)} aria-label={`Delete: ${event.title}`} className="text-rose-200 hover:text-rose-100">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </footer>
    </article>
  );
}
