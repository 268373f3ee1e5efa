import { useTranslation } from 'react-i18next';

import type { FounderScore } from '@/features/score/api/get-founder-score';
import { scoreNs } from '@/features/score/i18n';
import { levelAt } from '@/features/score/lib/levels';
import { formatPoints } from '@/features/score/lib/points';
import { cn } from '@/lib/cn';
import { usePreferences } from '@/lib/preferences';

/** The bar towards the next step (50 … 100) and the points still needed; at 100, that there is nothing above. */
export function NextLevel({ next, bar }: { next: FounderScore['next']; bar: string }) {
  const { t } = useTranslation(scoreNs);
  const { language } = usePreferences();
  if (next.step === null) return <p className="text-sm font-medium text-gold-200">{t('next.top')}</p>;
  const level = levelAt(next.step);
  const step = formatPoints(next.step, language);
  const percent = Math.round(Math.min(100, Math.max(0, next.percent)));
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
        <span className="text-ink-200">{level ? t('next.toLevel', { level: t(`levels.${level}.name`), step }) : t('next.toTop', { step })}</span>
        <span className="font-semibold text-ivory tabular-nums">{t('next.pointsNeeded', { count: next.pointsNeeded, points: formatPoints(next.pointsNeeded, language) })}</span>
      </p>
      <div
        role="progressbar"
        aria-label={t('next.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2.5 overflow-hidden rounded-full bg-white/8"
      >
        <div className={cn('h-full rounded-full transition-[width] duration-500', bar)} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
