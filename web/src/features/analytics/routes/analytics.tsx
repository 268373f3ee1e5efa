import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { LoadFailed } from '@/components/ui/load-failed';
import { useAnalytics } from '@/features/analytics/api/get-analytics';
import { ActivityPanel } from '@/features/analytics/components/activity-panel';
import { AnalyticsSkeleton } from '@/features/analytics/components/analytics-skeleton';
import { FigureCards } from '@/features/analytics/components/figure-cards';
import { PerformanceMetrics } from '@/features/analytics/components/performance-metrics';
import { RangeToggle } from '@/features/analytics/components/range-toggle';
import { RecentActivity } from '@/features/analytics/components/recent-activity';
import { TopIndustries } from '@/features/analytics/components/top-industries';
import { analyticsNs } from '@/features/analytics/i18n';
import { rangeFrom, type AnalyticsRange } from '@/features/analytics/lib/ranges';
import { cn } from '@/lib/cn';

/**
 * /analytics: what happened around the member in the last 7, 30 or 90 days, each figure against
 * the period before (SPEC section 2, docs/analytics.md). The range lives in ?range= so a reload or
 * Back keeps it.
 */
export function AnalyticsRoute() {
  const { t } = useTranslation(analyticsNs);
  const [search, setSearch] = useSearchParams();
  const range = rangeFrom(search.get('range'));
  const choose = (next: AnalyticsRange) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.set('range', next);
      return params;
    });
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <title>{`${t('title')} · Sangam`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-1 font-display text-3xl text-ivory sm:text-4xl">{t('title')}</h1>
          <p className="mt-1 text-sm text-ink-300">{t('ranges.compared', { days: Number.parseInt(range, 10) })}</p>
        </div>
        <RangeToggle range={range} onChange={choose} />
      </div>
      <AnalyticsBody range={range} />
    </div>
  );
}

function AnalyticsBody({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation(analyticsNs);
  const analytics = useAnalytics(range);
  if (analytics.isError && (!analytics.data || analytics.isPlaceholderData)) return <LoadFailed what={t('what')} onRetry={() => void analytics.refetch()} />;
  if (!analytics.data) return <AnalyticsSkeleton label={t('loading')} />;
  const { cards, series, topIndustries, performance, recentActivity } = analytics.data;
  // The range before stays on screen, dimmed, until the chosen one arrives.
  const stale = analytics.isPlaceholderData;
  return (
    <div aria-busy={stale} className={cn('flex flex-col gap-5 transition-opacity', stale && 'opacity-60')}>
      <FigureCards figures={cards} />
      <ActivityPanel days={series} />
      <div className="grid gap-5 lg:grid-cols-2">
        <TopIndustries industries={topIndustries} />
        <PerformanceMetrics performance={performance} />
      </div>
      <RecentActivity items={recentActivity} now={analytics.dataUpdatedAt} />
    </div>
  );
}
