import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import type { Achievement } from '@/features/score/api/get-founder-score';
import { AchievementCard } from '@/features/score/components/achievement-card';
import { ScoreSection } from '@/features/score/components/score-section';
import { scoreNs } from '@/features/score/i18n';

/** Every achievement, unlocked or not, in the server's order; how many are unlocked in the heading's corner. */
export function Achievements({ achievements }: { achievements: readonly Achievement[] }) {
  const { t } = useTranslation(scoreNs);
  const unlocked = achievements.filter((achievement) => achievement.unlocked).length;
  return (
    <ScoreSection icon={Award} title={t('achievements.title')} aside={achievements.length > 0 ? t('achievements.unlockedCount', { unlocked, total: achievements.length }) : undefined}>
      {achievements.length === 0 ? (
        <EmptyState icon={Award} title={t('achievements.empty')} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3">
          {achievements.map((achievement) => (
            <AchievementCard key={achievement.id} achievement={achievement} />
          ))}
        </div>
      )}
    </ScoreSection>
  );
}
