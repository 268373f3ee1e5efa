import { useTranslation } from 'react-i18next';

import type { Achievement } from '@/features/score/api/get-founder-score';
import { scoreNs } from '@/features/score/i18n';
import { achievementIcons, categoryTone, UnknownAchievementIcon } from '@/features/score/lib/achievement-looks';
import { formatPoints } from '@/features/score/lib/points';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';

/** One achievement in the member's language (named by id; the server's English is the fallback), dimmed while locked. */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { t } = useTranslation(scoreNs);
  const preferences = usePreferences();
  const Icon = achievementIcons[achievement.icon] ?? UnknownAchievementIcon;
  const tone = categoryTone(achievement.category);
  const title = t(`achievements.list.${achievement.id}.title`, { defaultValue: achievement.title });
  return (
    <article
      aria-label={title}
      className={cn(
        'flex gap-4 rounded-2xl border p-4 transition-opacity',
        achievement.unlocked ? 'border-gold-400/30 bg-ink-950/60' : 'border-white/7 bg-ink-950/40 opacity-55 grayscale-[0.6]',
      )}
    >
      <span className={cn('grid size-11 shrink-0 place-items-center rounded-xl border', tone)}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium text-ivory">{title}</h3>
          {achievement.unlocked ? (
            <span className="rounded-full bg-gold-400/20 px-2 py-0.5 text-[0.65rem] font-bold tracking-[0.14em] text-gold-200">{t('achievements.unlocked')}</span>
          ) : (
            <span className="sr-only">{t('achievements.locked')}</span>
          )}
        </div>
        <p className="text-sm text-ink-300">{t(`achievements.list.${achievement.id}.description`, { defaultValue: achievement.description })}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1 text-xs">
          <span className={cn('rounded-full border px-2 py-0.5 font-medium', tone)}>{t(`achievements.categories.${achievement.category}`, { defaultValue: achievement.category })}</span>
          <span className="font-semibold text-gold-200 tabular-nums">{t('achievements.points', { count: achievement.points, points: formatPoints(achievement.points, preferences.language) })}</span>
          {achievement.unlocked && achievement.unlockedAt ? (
            <time dateTime={achievement.unlockedAt} className="ml-auto text-ink-300">
              {t('achievements.unlockedOn', { date: formatDate(achievement.unlockedAt, preferences) })}
            </time>
          ) : null}
        </div>
      </div>
    </article>
  );
}
