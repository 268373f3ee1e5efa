import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { useConnectionsGoing } from '@/features/events/api/get-event-going';
import { eventsNs } from '@/features/events/i18n';

/** Who of my connections holds a seat at the event, each a link to their profile, and how many more. */
export function ConnectionsGoing({ eventId, headingId }: { eventId: string; headingId: string }) {
  const { t } = useTranslation(eventsNs);
  const going = useConnectionsGoing(eventId);

  if (going.isError && !going.data) return <LoadFailed what={t('going.what')} message={t('going.loadFailed')} onRetry={() => void going.refetch()} />;
  if (!going.data) return <div aria-busy="true" aria-label={t('going.loading')} className="h-20 animate-pulse rounded-2xl bg-ink-950/50" />;

  const { connections, total } = going.data;
  if (total === 0) return <p className="text-sm text-ink-300">{t('going.none')}</p>;
  const more = total - connections.length;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-300">{t('going.count', { count: total })}</p>
      <ul aria-labelledby={headingId} className="flex flex-col gap-1">
        {connections.map((connection) => (
          <li key={connection.id}>
            <Link
              to={paths.founder.member.getHref(connection.id)}
              className="flex items-center gap-3 rounded-xl px-2 py-1.5 text-sm text-ivory hover:bg-white/5 hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-gold-300"
            >
              <Avatar name={connection.name} photoUrl={connection.photoUrl} size="xs" />
              <span className="min-w-0 truncate">{connection.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="px-2 text-sm text-gold-200">{t('going.more', { number: more })}</p> : null}
    </div>
  );
}
