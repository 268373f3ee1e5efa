import { Clock, MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { MemberEvent } from '@/features/events/api/events';
import { EventBadges, EventTags } from '@/features/events/components/event-badges';
import { PlaceActions } from '@/features/events/components/place-actions';
import { eventsNs } from '@/features/events/i18n';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-time';

/** One event of a grid: when, where, price, seats taken and the member's place; the title opens the event's page. */
export function EventCard({ event }: { event: MemberEvent }) {
  const { t } = useTranslation(eventsNs);
  return (
    <article aria-label={event.title} className={cn('flex flex-col gap-3 rounded-3xl border border-white/8 bg-ink-900/70 p-5', event.status === 'cancelled' && 'opacity-75')}>
      {event.imageUrl ? <img src={event.imageUrl} alt="" className="h-36 w-full rounded-2xl object-cover" loading="lazy" /> : null}
      <EventBadges event={event} />
      <h2 className="font-display text-xl leading-snug text-ivory">
        <Link to={paths.founder.event.getHref(event.id)} className="underline-offset-4 hover:text-gold-200 hover:underline">
          {event.title}
        </Link>
      </h2>
      <p className="line-clamp-3 text-sm text-ink-300">{event.description}</p>
      <ul className="flex flex-col gap-1 text-sm text-ink-200">
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-gold-400" />
          <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time>
        </li>
        {event.location ? (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 text-gold-400" />
            {event.location}
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-4 text-gold-400" />
          {t('attendees', { attendees: event.attendees, capacity: event.capacity })}
        </li>
      </ul>
      {event.organizer ? <p className="text-xs text-ink-300">{t('by', { organizer: event.organizer })}</p> : null}
      <EventTags tags={event.tags} />
      <PlaceActions event={event} className="mt-auto" />
    </article>
  );
}
