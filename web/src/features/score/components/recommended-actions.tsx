import { ChevronRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { RecommendedAction } from '@/features/score/api/get-founder-score';
import { ScoreSection } from '@/features/score/components/score-section';
import { scoreNs } from '@/features/score/i18n';
import { actionPaths, maxActions } from '@/features/score/lib/action-paths';
import { formatPoints } from '@/features/score/lib/points';
import { usePreferences } from '@/lib/preferences';

/** What would add most, numbered, each a link to where it is done with what doing it once adds. */
export function RecommendedActions({ actions, className }: { actions: readonly RecommendedAction[]; className?: string }) {
  const { t } = useTranslation(scoreNs);
  const { language } = usePreferences();
  const shown = actions.slice(0, maxActions);
  return (
    <ScoreSection icon={Sparkles} title={t('actions.title')} lead={t('actions.lead')} className={className}>
      {shown.length === 0 ? (
        <p className="text-sm text-ink-300">{t('actions.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {shown.map((action, at) => (
            <li key={action.id}>
              <Link
                to={actionPaths[action.id]}
                className="group flex items-center gap-3 rounded-2xl border border-white/7 bg-ink-950/50 p-3 transition-colors hover:border-gold-400/40 hover:bg-ink-800/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300"
              >
                <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-gold-400/15 text-sm font-semibold text-gold-200">
                  {at + 1}
                </span>
                <span className="flex min-w-0 flex-1 flex-col items-start gap-0.5">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="text-sm font-medium text-ivory">{t(`actions.list.${action.id}.title`)}</span>
                    <span className="rounded-full bg-green-500/15 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-green-300">
                      {t('actions.gain', { count: action.points, points: formatPoints(action.points, language) })}
                    </span>
                  </span>
                  <span className="text-xs text-ink-300">{t(`actions.list.${action.id}.hint`)}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-500 transition-transform group-hover:translate-x-0.5 group-hover:text-gold-300" />
              </Link>
            </li>
          ))}
        </ol>
      )}
    </ScoreSection>
  );
}
