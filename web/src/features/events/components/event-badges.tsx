import { CalendarDays, Radio, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { MemberEvent } from '@/features/events/api/events';
import { eventsNs } from '@/features/events/i18n';

/** Free, or the price in rupees. */
export function usePrice(rupees: number) {
  const { t } = useTranslation(eventsNs);
  return rupees === 0 ? t('free') : `₹${rupees.toLocaleString('en-IN')}`;
}

/** An event's type, and whether it is live, cancelled or over, with its price at the end of the row. */
export function EventBadges({ event }: { event: MemberEvent }) {
  const { t } = useTranslation(eventsNs);
  const price = usePrice(event.priceRupees);
  const KindIcon = event.kind === 'virtual' ? Video : CalendarDays;
  return (
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
      {event.isPast && event.status !== 'cancelled' ? <span className="rounded-full bg-white/10 px-2.5 py-0.5 text-ink-200">{t('ended')}</span> : null}
      <span className="ml-auto font-semibold text-ivory">{price}</span>
    </div>
  );
}

/** An event's tags as chips; nothing when it has none. */
export function EventTags({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation(eventsNs);
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('tags')} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-white/6 px-2 py-0.5 text-xs text-ink-200">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
