import { Factory } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { IndustryCount } from '@/features/analytics/api/get-analytics';
import { AnalyticsPanel } from '@/features/analytics/components/analytics-panel';
import { FigureChange } from '@/features/analytics/components/figure-change';
import { analyticsNs } from '@/features/analytics/i18n';
import { formatCount } from '@/features/analytics/lib/figures';
import { usePreferences } from '@/lib/preferences';

/** The industries of my connections (at most five), with how each moved over the period. */
export function TopIndustries({ industries }: { industries: readonly IndustryCount[] }) {
  const { t } = useTranslation(analyticsNs);
  const { language } = usePreferences();
  const most = Math.max(1, ...industries.map((industry) => industry.connections));
  return (
    <AnalyticsPanel icon={Factory} title={t('industries.title')} lead={t('industries.lead')}>
      {industries.length === 0 ? (
        <p className="text-sm text-ink-300">{t('industries.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3.5">
          {industries.map(({ industry, connections, change }) => (
            <li key={industry} className="flex flex-col gap-1.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-ivory">{industry}</span>
                <span className="flex items-baseline gap-2 text-sm text-ink-300">
                  {t('industries.connections', { count: connections, formatted: formatCount(connections, language) })}
                  <FigureChange figure={{ change, value: connections }} against={false} />
                </span>
              </div>
              <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-white/6">
                <div className="h-full rounded-full bg-gold-400/70" style={{ width: `${(connections / most) * 100}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </AnalyticsPanel>
  );
}
