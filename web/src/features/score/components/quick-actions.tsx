import { CalendarDays, Compass, GraduationCap, Handshake, Lightbulb, Send, UserRoundPen, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PanelFailed, PanelLoading } from '@/components/ui/panel-status';
import { paths } from '@/config/paths';
import { usePanelFounderScore, type RecommendedAction } from '@/features/score/api/get-founder-score';
import { scoreNs } from '@/features/score/i18n';
import { actionPaths, maxActions } from '@/features/score/lib/action-paths';
import { formatPoints } from '@/features/score/lib/points';
import { usePreferences } from '@/lib/preferences';

const actionIcons: Record<RecommendedAction['id'], LucideIcon> = {
  complete_profile: UserRoundPen,
  validate_idea: Lightbulb,
  attend_event: CalendarDays,
  apply_mentorship: GraduationCap,
  send_pitch: Send,
  connect: Handshake,
};

function ActionLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2.5 rounded-xl border border-white/6 bg-ink-950/50 px-3 py-2.5 text-sm text-ink-200 transition-colors hover:border-gold-400/40 hover:text-gold-200"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0 text-gold-300" strokeWidth={1.7} />
      {children}
    </Link>
  );
}

/** The side panel's Quick Actions: the founder score's recommended actions, each with what it adds; Discover once nothing adds more. */
export function QuickActions() {
  const { t } = useTranslation(scoreNs);
  const { language } = usePreferences();
  const score = usePanelFounderScore();
  if (score.isError && !score.data) return <PanelFailed onRetry={() => void score.refetch()} />;
  if (!score.data) return <PanelLoading lines={2} />;

  const actions = score.data.recommendedActions.slice(0, maxActions);
  if (actions.length === 0) {
    return (
      <div className="flex flex-col gap-2.5">
        <p className="text-xs text-ink-300">{t('actions.empty')}</p>
        <ActionLink to={paths.founder.discover.getHref()} icon={Compass}>
          {t('actions.discover')}
        </ActionLink>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {actions.map((action) => (
        <li key={action.id}>
          <ActionLink to={actionPaths[action.id]} icon={actionIcons[action.id]}>
            <span className="min-w-0 flex-1 leading-snug">{t(`actions.list.${action.id}.title`)}</span>
            <span className="shrink-0 text-xs font-semibold whitespace-nowrap text-emerald-300 in-data-[theme=light]:text-emerald-700">
              {t('actions.gain', { count: action.points, points: formatPoints(action.points, language) })}
            </span>
          </ActionLink>
        </li>
      ))}
    </ul>
  );
}
