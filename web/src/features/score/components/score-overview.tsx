import { useTranslation } from 'react-i18next';

import type { FounderScore } from '@/features/score/api/get-founder-score';
import { NextLevel } from '@/features/score/components/next-level';
import { SubScores } from '@/features/score/components/sub-scores';
import { scoreNs } from '@/features/score/i18n';
import { levelLooks } from '@/features/score/lib/levels';
import { formatPoints } from '@/features/score/lib/points';
import { cn } from '@/lib/cn';
import { usePreferences } from '@/lib/preferences';

/** The total with its level (icon, name, description, colour), the way to the next level and the four sub-scores. */
export function ScoreOverview({ score }: { score: FounderScore }) {
  const { t } = useTranslation(scoreNs);
  const { language } = usePreferences();
  const look = levelLooks[score.level.key];
  const LevelIcon = look.icon;
  const total = formatPoints(score.total, language);
  return (
    <section aria-labelledby="score-total" className="flex flex-col gap-6 rounded-3xl border border-white/8 bg-ink-900/70 p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="flex items-center gap-4">
          <span className={cn('grid size-16 shrink-0 place-items-center rounded-2xl border', look.tile, look.text)}>
            <LevelIcon aria-hidden="true" className="size-8" strokeWidth={1.6} />
          </span>
          <div>
            <h2 id="score-total" className="text-xs font-semibold tracking-[0.22em] text-ink-300 uppercase">
              {t('total.label')}
            </h2>
            <p className="font-display text-5xl leading-none text-ivory tabular-nums">
              <span className="sr-only">{t('total.accessible', { score: total })}</span>
              <span aria-hidden="true">
                {total}
                <span className="ml-1 text-lg text-ink-300">{t('total.outOf')}</span>
              </span>
            </p>
          </div>
        </div>
        <div className="min-w-0 flex-1 border-white/8 sm:border-l sm:pl-6">
          <p className="text-xs font-semibold tracking-[0.22em] text-ink-300 uppercase">{t('level.label')}</p>
          <p className={cn('font-display text-2xl', look.text)}>{t(`levels.${score.level.key}.name`)}</p>
          <p className="text-sm text-ink-300">{t(`levels.${score.level.key}.description`)}</p>
        </div>
      </div>
      <NextLevel next={score.next} bar={look.bar} />
      <SubScores score={score} />
    </section>
  );
}
