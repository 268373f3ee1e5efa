import { CalendarDays, Clock, MapPin, Radio, Users, Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useRegistration, type MemberEvent } from '@/features/events/api/events';
import { eventsNs } from '@/features/events/i18n';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-time';

/** Free, or the price in rupees. */
function usePrice(rupees: number) {
  const { t } = useTranslation(eventsNs);
  return rupees === 0 ? t('free') : `₹${rupees.toLocaleString('en-IN')}`;
}

/** What the member can do: register, join the waiting list, or give the place back. */
function PlaceActions({ event }: { event: MemberEvent }) {
  const { t } = useTranslation(eventsNs);
  const registration = useRegistration();
  const [error, setError] = useState<string | null>(null);
  const place = event.myPlace;
  const full = event.attendees >= event.capacity;
  const closed = event.status === 'cancelled' || event.isPast;

  const act = (register: boolean) => {
    setError(null);
    registration.mutate(
      { id: event.id, register },
      { onError: (failure) => setError(failure instanceof ApiError && failure.status === 409 ? failure.message : t('failed')) },
    );
  };
  const busy = registration.isPending;

  return (
    <div className="mt-auto flex flex-col gap-2">
      {place?.registered ? <p className="text-sm text-emerald-300">{t('registered')}</p> : null}
      {place && !place.registered ? <p className="text-sm text-gold-200">{t('inLine', { position: place.position })}</p> : null}
      {event.kind === 'virtual' && place?.registered && event.joinUrl ? (
        <a href={event.joinUrl} target="_blank" rel="noreferrer noopener" className="text-sm font-medium text-gold-300 underline underline-offset-4">
          {t('join')}
        </a>
      ) : null}
      {closed ? null : place ? (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => act(false)} aria-label={`${place.registered ? t('unregister') : t('leaveLine')}: ${event.title}`}>
          {place.registered ? t('unregister') : t('leaveLine')}
        </Button>
      ) : (
        <Button size="sm" disabled={busy} onClick={() => act(true)} aria-label={`${full ? t('joinLine') : t('register')}: ${event.title}`}>
          {full ? t('joinLine') : t('register')}
        </Button>
      )}
      {error ? (
        <div role="alert">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
    </div>
  );
}

/** One event of a grid: when, where, price, seats taken and the member's place. */
export function EventCard({ event }: { event: MemberEvent }) {
  const { t } = useTranslation(eventsNs);
  const price = usePrice(event.priceRupees);
  const KindIcon = event.kind === 'virtual' ? Video : CalendarDays;
  return (
    <article aria-label={event.title} className={cn('flex flex-col gap-3 rounded-3xl border border-white/8 bg-ink-900/70 p-5', event.status === 'cancelled' && 'opacity-75')}>
      {event.imageUrl ? <img src={event.imageUrl} alt="" className="h-36 w-full rounded-2xl object-cover" loading="lazy" /> : null}
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="inline-flex items-center gap-1 rounded-full border border-gold-400/30 px-2.5 py-0.5 text-gold-200">
          <KindIcon aria-hidden="true" className="size-3.5" />
          {t(`types.${event.type}`, { defaultValue: event.type })}
        </span>
        {event.isLive ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-rose-500/20 px-2.5 py-0.5 font-semibold text-rose-200">
            <Radio aria-hidden="true" className="size-3.5" />
            {t('live')}
          </span>
        ) : null}
        {event.status === 'cancelled' ? <span className="rounded-full bg-white/10 px-2.5 py-0.5 text-ink-200">{t('cancelled')}</span> : null}
        <span className="ml-auto font-semibold text-ivory">{price}</span>
      </div>
      <h2 className="font-display text-xl leading-snug text-ivory">{event.title}</h2>
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
      {event.tags.length > 0 ? (
        <ul aria-label={t('tags')} className="flex flex-wrap gap-1.5">
          {event.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-white/6 px-2 py-0.5 text-xs text-ink-200">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <PlaceActions event={event} />
    </article>
  );
}
