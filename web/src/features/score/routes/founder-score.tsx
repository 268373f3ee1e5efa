import { useTranslation } from 'react-i18next';

import { LoadFailed } from '@/components/ui/load-failed';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { useFounderScore } from '@/features/score/api/get-founder-score';
import { Achievements } from '@/features/score/components/achievements';
import { RecommendedActions } from '@/features/score/components/recommended-actions';
import { ScoreHistory } from '@/features/score/components/score-history';
import { ScoreOverview } from '@/features/score/components/score-overview';
import { WeeklyGoals } from '@/features/score/components/weekly-goals';
import { scoreNs } from '@/features/score/i18n';

/** /founder-score: the score computed on the server, what it is made of and what moves it (SPEC section 2, docs/score.md). */
export function FounderScoreRoute() {
  const { t } = useTranslation(scoreNs);
  const score = useFounderScore();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <ScreenHeading eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <FounderScoreBody score={score} />
    </div>
  );
}

function FounderScoreBody({ score }: { score: ReturnType<typeof useFounderScore> }) {
  const { t } = useTranslation(scoreNs);
  if (score.isError && !score.data) return <LoadFailed what={t('what')} onRetry={() => void score.refetch()} />;
  if (!score.data) {
    return (
      <div aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-5">
        <div className="h-72 animate-pulse rounded-3xl bg-ink-900/70" />
        <div className="grid gap-5 lg:grid-cols-2">
          <div className="h-64 animate-pulse rounded-3xl bg-ink-900/70" />
          <div className="h-64 animate-pulse rounded-3xl bg-ink-900/70" />
        </div>
      </div>
    );
  }
  const data = score.data;
  return (
    <>
      <ScoreOverview score={data} />
      <div className="grid gap-5 lg:grid-cols-2">
        <RecommendedActions actions={data.recommendedActions} />
        <WeeklyGoals goals={data.weeklyGoals} />
      </div>
      <ScoreHistory history={data.history} now={score.dataUpdatedAt} />
      <Achievements achievements={data.achievements} />
    </>
  );
}
