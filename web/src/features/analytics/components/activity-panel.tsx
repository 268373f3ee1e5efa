import { ChartSpline } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SeriesDay } from '@/features/analytics/api/get-analytics';
import { ActivityTable } from '@/features/analytics/components/activity-table';
import { AnalyticsPanel } from '@/features/analytics/components/analytics-panel';
import { analyticsNs } from '@/features/analytics/i18n';
import { longDay } from '@/features/analytics/lib/days';
import { formatCount } from '@/features/analytics/lib/figures';
import { chartLooks, seriesKeys, type SeriesKey } from '@/features/analytics/lib/series-looks';
import { useChartTheme } from '@/features/analytics/lib/use-chart-theme';
import { usePreferences } from '@/lib/preferences';

// uPlot comes after the figures are on screen (scripts/route-budgets.mjs lists it as deferred).
const ActivityChart = lazy(() => import('@/features/analytics/components/activity-chart'));

/** Connections, profile views and messages per day of the range: a chart, its legend and its table. */
export function ActivityPanel({ days }: { days: readonly SeriesDay[] }) {
  const { t } = useTranslation(analyticsNs);
  const { language } = usePreferences();
  const theme = useChartTheme();
  const [pointed, setPointed] = useState<number | null>(null);
  const names = useMemo(() => Object.fromEntries(seriesKeys.map((key) => [key, t(`chart.series.${key}`)])) as Record<SeriesKey, string>, [t]);
  const totals = useMemo(() => Object.fromEntries(seriesKeys.map((key) => [key, days.reduce((sum, day) => sum + day[key], 0)])) as Record<SeriesKey, number>, [days]);
  const quiet = seriesKeys.every((key) => totals[key] === 0);
  const pointedDay = pointed === null ? undefined : days[pointed];

  return (
    <AnalyticsPanel icon={ChartSpline} title={t('chart.title')} lead={t('chart.lead')}>
      <div aria-hidden="true" className="flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm">
        <span className="w-full text-xs text-ink-300 sm:w-auto sm:min-w-28">{pointedDay ? longDay(pointedDay.date, language) : t('chart.total')}</span>
        {seriesKeys.map((key) => (
          <span key={key} className="inline-flex items-center gap-2 text-ink-200">
            <span className="size-2.5 rounded-full" style={{ backgroundColor: chartLooks[theme].series[key] }} />
            {names[key]}
            <span className="font-semibold text-ivory tabular-nums">{formatCount(pointedDay ? pointedDay[key] : totals[key], language)}</span>
          </span>
        ))}
      </div>
      {quiet ? (
        <p className="grid h-40 place-items-center rounded-2xl border border-dashed border-white/10 text-sm text-ink-300">{t('empty')}</p>
      ) : (
        <div aria-hidden="true" className="min-h-[260px]">
          <Suspense fallback={<div className="h-[260px] animate-pulse rounded-2xl bg-white/4" />}>
            <ActivityChart days={days} names={names} language={language} theme={theme} onPoint={setPointed} />
          </Suspense>
        </div>
      )}
      <ActivityTable days={days} names={names} />
    </AnalyticsPanel>
  );
}
