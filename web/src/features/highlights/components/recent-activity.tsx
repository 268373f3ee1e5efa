import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PanelFailed, PanelLoading } from '@/components/ui/panel-status';
import { paths } from '@/config/paths';
import { useHighlights } from '@/features/highlights/api/get-highlights';
import { highlightsNs } from '@/features/highlights/i18n';
import { formatRelativeTime } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';

const nameLink = 'text-ivory underline-offset-4 hover:text-gold-200 hover:underline';

/** The side panel's Recent Activity: who viewed my profile, connected with me or wrote to me, newest first. */
export function RecentActivity() {
  const { t } = useTranslation(highlightsNs);
  const { language } = usePreferences();
  const highlights = useHighlights();
  if (highlights.isError && !highlights.data) return <PanelFailed onRetry={() => void highlights.refetch()} />;
  if (!highlights.data) return <PanelLoading />;

  const activity = highlights.data.recentActivity;
  if (activity.length === 0) {
    return (
      <p className="text-xs text-ink-300">
        <Trans t={t} i18nKey="activity.empty" components={{ discover: <Link to={paths.founder.discover.getHref()} className="text-gold-300 underline-offset-4 hover:underline" /> }} />
      </p>
    );
  }
  // "5 minutes ago" as of the answer: the texts move when it is read again, not on every render.
  const now = highlights.dataUpdatedAt;
  return (
    <ul className="flex flex-col gap-2.5 text-sm">
      {activity.map((item) => (
        <li key={`${item.kind}-${item.member.id}-${item.at}`} className="flex items-start gap-2.5">
          <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-gold-400" />
          <p className="min-w-0 leading-snug break-words text-ink-300">
            <Trans
              t={t}
              i18nKey={`activity.${item.kind}`}
              values={{ name: item.member.name }}
              components={{ name: <Link to={paths.founder.member.getHref(item.member.id)} className={nameLink} /> }}
            />
            <time dateTime={item.at} className="block text-xs text-ink-500">
              {formatRelativeTime(item.at, now, language)}
            </time>
          </p>
        </li>
      ))}
    </ul>
  );
}
