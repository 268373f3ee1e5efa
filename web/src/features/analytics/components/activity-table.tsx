import { useTranslation } from 'react-i18next';

import type { SeriesDay } from '@/features/analytics/api/get-analytics';
import { analyticsNs } from '@/features/analytics/i18n';
import { longDay } from '@/features/analytics/lib/days';
import { formatCount } from '@/features/analytics/lib/figures';
import { seriesKeys, type SeriesKey } from '@/features/analytics/lib/series-looks';
import { usePreferences } from '@/lib/preferences';

/** The chart's numbers for screen readers: one row per day of the range. */
export function ActivityTable({ days, names }: { days: readonly SeriesDay[]; names: Record<SeriesKey, string> }) {
  const { t } = useTranslation(analyticsNs);
  const { language } = usePreferences();
  const first = days[0];
  const last = days.at(-1);
  return (
    // A table ignores overflow: its wrapper keeps it from widening the page on a phone.
    <div className="sr-only">
      <table>
        <caption>{first && last ? t('chart.table', { from: longDay(first.date, language), to: longDay(last.date, language) }) : t('chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.day')}</th>
            {seriesKeys.map((key) => (
              <th key={key} scope="col">
                {names[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{longDay(day.date, language)}</th>
              {seriesKeys.map((key) => (
                <td key={key}>{formatCount(day[key], language)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
