import { Trans, useTranslation } from 'react-i18next';

import { PanelFailed, PanelLoading } from '@/components/ui/panel-status';
import { useInsights } from '@/features/highlights/api/get-insights';
import { highlightsNs } from '@/features/highlights/i18n';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';

const rising = 'text-emerald-300 in-data-[theme=light]:text-emerald-700';
const falling = 'text-rose-300 in-data-[theme=light]:text-rose-700';

/** The side panel's Market Insights: the figures administrators keep, a fall in red, and when they last changed. */
export function MarketInsights() {
  const { t } = useTranslation(highlightsNs);
  const preferences = usePreferences();
  const insights = useInsights();
  if (insights.isError && !insights.data) return <PanelFailed onRetry={() => void insights.refetch()} />;
  if (!insights.data) return <PanelLoading />;

  const { insights: figures, updatedAt } = insights.data;
  if (figures.length === 0) return <p className="text-xs text-ink-300">{t('insights.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <dl className="flex flex-col gap-2.5">
        {figures.map((insight) => (
          <div key={insight.id} className="flex items-baseline justify-between gap-3">
            <dt className="min-w-0 text-xs leading-snug break-words text-ink-300">{insight.label}</dt>
            <dd className="shrink-0 text-right text-sm text-ivory tabular-nums">
              {insight.value}
              {insight.change ? <span className={cn('ml-1 text-xs', insight.change.startsWith('-') ? falling : rising)}>{insight.change}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {updatedAt ? (
        <p className="text-[0.7rem] text-ink-500">
          <Trans t={t} i18nKey="insights.updated" values={{ date: formatDate(updatedAt, preferences) }} components={{ time: <time dateTime={updatedAt} /> }} />
        </p>
      ) : null}
    </div>
  );
}
