import { useTranslation } from 'react-i18next';

import { analyticsNs } from '@/features/analytics/i18n';
import { analyticsRanges, type AnalyticsRange } from '@/features/analytics/lib/ranges';
import { cn } from '@/lib/cn';

/** 7d, 30d, 90d as toggle buttons: one pressed at a time. */
export function RangeToggle({ range, onChange }: { range: AnalyticsRange; onChange: (range: AnalyticsRange) => void }) {
  const { t } = useTranslation(analyticsNs);
  return (
    <div role="group" aria-label={t('ranges.label')} className="inline-flex gap-1 rounded-2xl border border-white/8 bg-ink-900/60 p-1">
      {analyticsRanges.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === range}
          onClick={() => onChange(option)}
          className={cn(
            'min-w-14 rounded-xl px-3 py-2 text-sm font-medium tabular-nums transition-colors',
            option === range ? 'bg-gold-400/15 text-gold-200' : 'text-ink-300 hover:bg-white/5 hover:text-ivory',
          )}
        >
          {t(`ranges.${option}`)}
        </button>
      ))}
    </div>
  );
}
