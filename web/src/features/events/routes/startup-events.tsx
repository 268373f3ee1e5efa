import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ScreenHeading } from '@/components/ui/screen-heading';
import { TabList } from '@/components/ui/tab-list';
import { useEvents } from '@/features/events/api/events';
import { EventGrid } from '@/features/events/components/event-grid';
import { eventsNs } from '@/features/events/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** SPEC section 9's event type filter, verbatim, and the type each means. */
const typeFilters = [
  { value: '', key: 'all' },
  { value: 'networking', key: 'networking' },
  { value: 'pitch', key: 'pitch' },
  { value: 'workshop', key: 'workshop' },
  { value: 'conference', key: 'conference' },
] as const;

const searchDelayMs = 250;

/** /events (Startup Events): the grid with search and type filter; past events under their own tab. */
export function StartupEventsRoute() {
  const { t } = useTranslation(eventsNs);
  const [query, setQuery] = useState('');
  const [type, setType] = useState('');
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const search = useDebouncedValue(query.trim(), searchDelayMs);
  const events = useEvents({ kind: 'startup', search, type, past: when === 'past' });
  const id = useId();

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <ScreenHeading eyebrow={t('eyebrow')} title={t('startup.title')} lead={t('startup.lead')} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className="relative block flex-1">
          <span className="sr-only">{t('search')}</span>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-500" />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('searchPlaceholder')}
            className="h-11 w-full rounded-full border border-ink-600 bg-ink-950/70 pr-4 pl-10 text-sm text-ivory placeholder:text-ink-500 focus:border-gold-400 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400/40"
          />
        </label>
        <label className="sr-only" htmlFor={`${id}-type`}>
          {t('typeFilter')}
        </label>
        <select
          id={`${id}-type`}
          value={type}
          onChange={(event) => setType(event.target.value)}
          className="h-11 rounded-full border border-ink-600 bg-ink-950/70 px-4 text-sm text-ivory focus:border-gold-400 sm:w-56"
        >
          {typeFilters.map((filter) => (
            <option key={filter.key} value={filter.value} className="bg-ink-900">
              {t(`typeFilters.${filter.key}`)}
            </option>
          ))}
        </select>
      </div>
      <TabList
        label={t('when')}
        tabs={[
          { key: 'upcoming', label: t('upcoming') },
          { key: 'past', label: t('past') },
        ]}
        active={when}
        onSelect={(key) => setWhen(key === 'past' ? 'past' : 'upcoming')}
        tabId={(key) => `${id}-tab-${key}`}
        panelId={`${id}-panel`}
        className="sm:w-72 sm:self-start"
      />
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${when}`}>
        <EventGrid events={events.data?.events} loading={events.isPending} failed={events.isError} onRetry={() => void events.refetch()} />
      </div>
    </div>
  );
}
