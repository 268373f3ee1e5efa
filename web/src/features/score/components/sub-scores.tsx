import { useTranslation } from 'react-i18next';

import type { FounderScore } from '@/features/score/api/get-founder-score';
import { scoreNs } from '@/features/score/i18n';
import { subScoreBars } from '@/features/score/lib/achievement-looks';
import { formatPoints } from '@/features/score/lib/points';
import { cn } from '@/lib/cn';
import { usePreferences } from '@/lib/preferences';

/** SPEC section 9's four parts and their caps (30 + 25 + 25 + 20 = 100). */
const parts = [
  { key: 'profile', max: 30 },
  { key: 'network', max: 25 },
  { key: 'activity', max: 25 },
  { key: 'growth', max: 20 },
] as const;

export function SubScores({ score }: { score: FounderScore }) {
  const { t } = useTranslation(scoreNs);
  const { language } = usePreferences();
  return (
    <dl aria-label={t('parts.label')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {parts.map(({ key, max }) => {
        const value = score[key];
        return (
          <div key={key} className="flex flex-col gap-2 rounded-2xl border border-white/7 bg-ink-950/50 p-4">
            <dt className="text-xs tracking-[0.14em] text-ink-300 uppercase">{t(`parts.${key}`)}</dt>
            <dd className="flex flex-col gap-2">
              <span className="tabular-nums">
                <span className="font-display text-2xl text-ivory">{formatPoints(value, language)}</span>{' '}
                <span className="text-sm text-ink-300">{t('parts.outOf', { max })}</span>
              </span>
              <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-white/8">
                <span className={cn('block h-full rounded-full', subScoreBars[key])} style={{ width: `${Math.min(100, (value / max) * 100)}%` }} />
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
