import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ScreenHeading } from '@/components/ui/screen-heading';
import { useEvents } from '@/features/events/api/events';
import { EventGrid } from '@/features/events/components/event-grid';
import { eventsNs } from '@/features/events/i18n';
import { cn } from '@/lib/cn';

/** SPEC section 9's virtual-event chips, verbatim. */
const categories = ['all', 'pitch', 'masterclass', 'networking', 'mentorship'] as const;
type Category = (typeof categories)[number];

/** /virtual-events: online sessions by category; a live one says so, the join link shows once registered. */
export function VirtualEventsRoute() {
  const { t } = useTranslation(eventsNs);
  const [category, setCategory] = useState<Category>('all');
  const events = useEvents({ kind: 'virtual', search: '', type: category === 'all' ? '' : category, past: false });

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <ScreenHeading eyebrow={t('eyebrow')} title={t('virtual.title')} lead={t('virtual.lead')} />
      <div role="group" aria-label={t('virtual.categories')} className="flex flex-wrap gap-2">
        {categories.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
            className={cn(
              'h-9 rounded-full border px-4 text-sm transition-colors',
              category === value ? 'border-gold-400 bg-gold-400/15 text-gold-100' : 'border-white/10 text-ink-200 hover:border-gold-400/40',
            )}
          >
            {t(`chips.${value}`)}
          </button>
        ))}
      </div>
      <EventGrid events={events.data?.events} loading={events.isPending} failed={events.isError} onRetry={() => void events.refetch()} />
    </div>
  );
}
