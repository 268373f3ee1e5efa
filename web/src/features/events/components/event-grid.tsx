import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { LoadFailed } from '@/components/ui/load-failed';
import type { MemberEvent } from '@/features/events/api/events';
import { EventCard } from '@/features/events/components/event-card';
import { eventsNs } from '@/features/events/i18n';

/** The grid of events, its loading outline, its failure and the SPEC's empty text. */
export function EventGrid({ events, loading, failed, onRetry }: { events: MemberEvent[] | undefined; loading: boolean; failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation(eventsNs);
  if (failed && !events) return <LoadFailed what={t('what')} message={t('loadFailed')} onRetry={onRetry} />;
  if (!events || loading) {
    return (
      <div aria-busy="true" aria-label={t('loading')} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-72 animate-pulse rounded-3xl bg-ink-900/70" />
        ))}
      </div>
    );
  }
  if (events.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-white/10 px-6 py-14 text-center">
        <CalendarX2 aria-hidden="true" className="size-8 text-gold-300" />
        <p className="font-display text-xl text-ivory">{t('empty')}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
      {events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </div>
  );
}
