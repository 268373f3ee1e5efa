import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PanelFailed, PanelLoading } from '@/components/ui/panel-status';
import { paths } from '@/config/paths';
import { useMyEvents } from '@/features/events/api/events';
import { eventsNs } from '@/features/events/i18n';
import { formatDateTime } from '@/lib/format-time';

/** The side panel's Upcoming Events: what the member holds a seat or a place in line for. */
export function MyUpcomingEvents() {
  const { t } = useTranslation(eventsNs);
  const mine = useMyEvents();
  const events = mine.data?.events;
  if (mine.isError && !events) return <PanelFailed onRetry={() => void mine.refetch()} />;
  if (!events) return <PanelLoading lines={2} />;
  if (events.length === 0) {
    return (
      <p className="text-xs text-ink-300">
        {t('mine.empty')}{' '}
        <Link to={paths.founder.events.getHref()} className="text-gold-300 underline-offset-4 hover:underline">
          {t('mine.find')}
        </Link>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2.5">
      {events.map((event) => (
        <li key={event.id} className="rounded-xl border border-white/6 bg-ink-950/50 px-3 py-2">
          <Link to={paths.founder.event.getHref(event.id)} className="text-sm text-ivory hover:text-gold-200">
            {event.title}
          </Link>
          <p className="text-xs text-ink-500">
            {formatDateTime(event.startsAt)}
            {event.myPlace && !event.myPlace.registered ? ` · ${t('mine.waiting', { position: event.myPlace.position })}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
