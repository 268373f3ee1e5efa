import { Activity, Bell, Eye, MessagesSquare, UserPlus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ActivityItem } from '@/features/analytics/api/get-analytics';
import { AnalyticsPanel } from '@/features/analytics/components/analytics-panel';
import { analyticsNs } from '@/features/analytics/i18n';
import { formatRelativeTime } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';

// The same pictures as the cards for what they count; the bell for everything else.
const typeIcons: Record<string, LucideIcon> = { match: UserPlus, connection: UserPlus, profile_view: Eye, message: MessagesSquare };

/** My bell items of the period, newest first, each opening what it is about. */
export function RecentActivity({ items, now }: { items: readonly ActivityItem[]; now: number }) {
  const { t } = useTranslation(analyticsNs);
  const { language } = usePreferences();
  return (
    <AnalyticsPanel icon={Activity} title={t('activity.title')} lead={t('activity.lead')}>
      {items.length === 0 ? (
        <p className="text-sm text-ink-300">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-white/6">
          {items.map((item, at) => {
            const Icon = typeIcons[item.type] ?? Bell;
            return (
              <li key={`${item.at}-${at}`} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-gold-400/12 text-gold-300">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ivory">
                    {item.link ? (
                      <Link to={item.link} className="underline-offset-2 hover:text-gold-200 hover:underline">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </p>
                  <p className="text-sm break-words text-ink-300">{item.message}</p>
                </div>
                <time dateTime={item.at} className="shrink-0 text-xs text-ink-300">
                  {formatRelativeTime(item.at, now, language)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </AnalyticsPanel>
  );
}
