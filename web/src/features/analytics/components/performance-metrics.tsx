import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Analytics } from '@/features/analytics/api/get-analytics';
import { AnalyticsPanel } from '@/features/analytics/components/analytics-panel';
import { FigureChange } from '@/features/analytics/components/figure-change';
import { analyticsNs } from '@/features/analytics/i18n';
import { formatCount, formatPercent } from '@/features/analytics/lib/figures';
import { usePreferences } from '@/lib/preferences';

type RateKey = keyof Analytics['performance'];
const rates: readonly RateKey[] = ['replyRate', 'viewsPerDay', 'connectionsPer100Views'];

/** Reply rate, profile views per day and connections per 100 views, each against the period before. */
export function PerformanceMetrics({ performance }: { performance: Analytics['performance'] }) {
  const { t } = useTranslation(analyticsNs);
  const { language } = usePreferences();
  return (
    <AnalyticsPanel icon={Gauge} title={t('performance.title')}>
      <dl className="flex flex-col divide-y divide-white/6">
        {rates.map((key) => {
          const figure = performance[key];
          return (
            <div key={key} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
              <dt className="min-w-0">
                <span className="block font-medium text-ivory">{t(`performance.${key}.title`)}</span>
                <span className="block text-xs text-ink-300">{t(`performance.${key}.hint`)}</span>
              </dt>
              <dd className="flex shrink-0 flex-col items-end gap-0.5">
                <span className="font-display text-2xl text-ivory tabular-nums">
                  {key === 'replyRate' ? formatPercent(figure.value, language) : formatCount(figure.value, language)}
                </span>
                <FigureChange figure={figure} against={false} />
              </dd>
            </div>
          );
        })}
      </dl>
    </AnalyticsPanel>
  );
}
