import { Circle, CircleCheck, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { WeeklyGoal } from '@/features/score/api/get-founder-score';
import { ScoreSection } from '@/features/score/components/score-section';
import { scoreNs } from '@/features/score/i18n';
import { cn } from '@/lib/cn';

/** This week's goals: what, how far (current/target) and a tick when done. */
export function WeeklyGoals({ goals, className }: { goals: readonly WeeklyGoal[]; className?: string }) {
  const { t } = useTranslation(scoreNs);
  return (
    <ScoreSection icon={Target} title={t('goals.title')} lead={t('goals.lead')} className={className}>
      {goals.length === 0 ? (
        <p className="text-sm text-ink-300">{t('goals.empty')}</p>
      ) : (
        <ul className="grid gap-3 min-[480px]:grid-cols-2">
          {goals.map((goal) => (
            <GoalCard key={goal.key} goal={goal} />
          ))}
        </ul>
      )}
    </ScoreSection>
  );
}

function GoalCard({ goal }: { goal: WeeklyGoal }) {
  const { t } = useTranslation(scoreNs);
  const title = t(`goals.${goal.key}`, { count: goal.target });
  const share = goal.target > 0 ? Math.min(1, goal.current / goal.target) : 1;
  const Tick = goal.completed ? CircleCheck : Circle;
  return (
    <li
      aria-label={title}
      className={cn('flex flex-col gap-3 rounded-2xl border p-4', goal.completed ? 'border-green-400/30 bg-green-500/8' : 'border-white/7 bg-ink-950/50')}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-ivory">{title}</p>
        <span className={cn('shrink-0', goal.completed ? 'text-green-300' : 'text-ink-500')}>
          <Tick aria-hidden="true" className="size-5" />
          <span className="sr-only">{goal.completed ? t('goals.completed') : t('goals.open')}</span>
        </span>
      </div>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-white/8">
          <span className={cn('block h-full rounded-full', goal.completed ? 'bg-green-400' : 'bg-gold-400')} style={{ width: `${share * 100}%` }} />
        </span>
        <span className="text-sm font-semibold text-ivory tabular-nums">
          <span aria-hidden="true">{t('goals.count', { current: goal.current, target: goal.target })}</span>
          <span className="sr-only">{t('goals.countAccessible', { current: goal.current, target: goal.target })}</span>
        </span>
      </div>
    </li>
  );
}
