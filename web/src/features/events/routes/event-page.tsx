import { ArrowLeft, CalendarX2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { FactGrid } from '@/components/ui/fact-grid';
import { LoadFailed } from '@/components/ui/load-failed';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import type { MemberEvent } from '@/features/events/api/events';
import { useEvent } from '@/features/events/api/get-event';
import { ConnectionsGoing } from '@/features/events/components/connections-going';
import { EventBadges, EventTags } from '@/features/events/components/event-badges';
import { PlaceActions } from '@/features/events/components/place-actions';
import { eventsNs } from '@/features/events/i18n';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-time';

const listOf = (event: MemberEvent) => (event.kind === 'virtual' ? paths.founder.virtualEvents : paths.founder.events);

function Organiser({ event }: { event: MemberEvent }) {
  const { t } = useTranslation(eventsNs);
  if (!event.organizer) return null;
  if (!event.organizerId) return <p className="text-sm text-ink-300">{t('by', { organizer: event.organizer })}</p>;
  return (
    <p className="text-sm text-ink-300">
      {t('page.organisedBy')}{' '}
      <Link to={paths.founder.member.getHref(event.organizerId)} className="text-gold-200 underline-offset-4 hover:underline">
        {event.organizer}
      </Link>
    </p>
  );
}

/** The event itself: what, when in the member's zone, where, price, seats, the member's place and who of their connections is going. */
function EventDetails({ event }: { event: MemberEvent }) {
  const { t } = useTranslation(eventsNs);
  const aboutHeading = useId();
  const goingHeading = useId();
  const list = listOf(event);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <title>{`${event.title} · Sangam`}</title>
      <Link to={list.getHref()} className="inline-flex w-fit items-center gap-1.5 text-sm text-ink-300 hover:text-gold-200">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {event.kind === 'virtual' ? t('virtual.title') : t('startup.title')}
      </Link>
      <header className="flex flex-col gap-4 rounded-3xl border border-white/8 bg-ink-900/70 p-5 sm:p-6">
        {event.imageUrl ? <img src={event.imageUrl} alt="" className="h-48 w-full rounded-2xl object-cover sm:h-64" /> : null}
        <EventBadges event={event} />
        <div>
          <h1 className="font-display text-3xl leading-tight break-words text-ivory sm:text-4xl">{event.title}</h1>
          <Organiser event={event} />
        </div>
        {event.status === 'cancelled' ? <Notice tone="error">{t('page.cancelledText')}</Notice> : null}
        {event.isPast && event.status !== 'cancelled' ? <Notice tone="info">{t('page.pastText')}</Notice> : null}
        <FactGrid
          facts={[
            { label: t('page.starts'), value: formatDateTime(event.startsAt) },
            { label: t('page.ends'), value: formatDateTime(event.endsAt) },
            { label: t('page.place'), value: event.location ?? (event.kind === 'virtual' ? t('page.online') : null) },
            { label: t('page.seats'), value: t('attendees', { attendees: event.attendees, capacity: event.capacity }) },
          ]}
        />
        <PlaceActions event={event} className="sm:max-w-xs" />
      </header>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby={aboutHeading} className="flex flex-col gap-3 rounded-3xl border border-white/8 bg-ink-900/70 p-5 sm:p-6">
          <h2 id={aboutHeading} className="font-display text-xl text-ivory">
            {t('page.about')}
          </h2>
          <p className="text-sm leading-relaxed whitespace-pre-line text-ink-200">{event.description}</p>
          <EventTags tags={event.tags} />
        </section>
        <section aria-labelledby={goingHeading} className="flex flex-col gap-3 rounded-3xl border border-white/8 bg-ink-900/70 p-5">
          <h2 id={goingHeading} className="font-display text-xl text-ivory">
            {t('going.title')}
          </h2>
          <ConnectionsGoing eventId={event.id} headingId={goingHeading} />
        </section>
      </div>
    </div>
  );
}

/** /events/:eventId: one startup or virtual event, linked from its card's title. */
export function EventPageRoute() {
  const { t } = useTranslation(eventsNs);
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);

  if (event.data) return <EventDetails event={event.data} />;
  if (event.error instanceof ApiError && event.error.status === 404) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-3 rounded-3xl border border-dashed border-white/10 px-6 py-12 text-center">
        <title>{`${t('page.notFound')} · Sangam`}</title>
        <CalendarX2 aria-hidden="true" className="size-8 text-gold-300" strokeWidth={1.5} />
        <h1 className="font-display text-2xl text-ivory">{t('page.notFound')}</h1>
        <p className="max-w-sm text-sm text-ink-300">{t('page.notFoundText')}</p>
        <ButtonLink to={paths.founder.events.getHref()} variant="secondary" className="mt-2">
          {t('page.back')}
        </ButtonLink>
      </div>
    );
  }
  if (event.isError) return <LoadFailed what={t('what')} message={t('page.loadFailed')} onRetry={() => void event.refetch()} className="mx-auto w-full max-w-4xl" />;
  return <div aria-busy="true" aria-label={t('page.loading')} className="mx-auto h-96 w-full max-w-4xl animate-pulse rounded-3xl bg-ink-900/70" />;
}
