import { Activity, ArrowUpRight, CalendarDays, Flame, TrendingUp, Zap, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { MyUpcomingEvents } from '@/features/events/components/my-upcoming-events';
import { MarketInsights } from '@/features/highlights/components/market-insights';
import { RecentActivity } from '@/features/highlights/components/recent-activity';
import { TrendingFounders } from '@/features/highlights/components/trending-founders';
import { QuickActions } from '@/features/score/components/quick-actions';
import { cn } from '@/lib/cn';

function Panel({ title, icon: Icon, children, action }: { title: string; icon: LucideIcon; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-white/7 bg-ink-900/60 p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-[0.7rem] font-semibold tracking-[0.18em] text-gold-400 uppercase">
          <Icon aria-hidden="true" className="size-3.5" />
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * The member area's highlights: the right-hand column on wide screens (≥ 1280 px), and below the
 * deck on /founder on narrower ones (`stacked`). Each panel reads its own data, and one that fails
 * leaves the others be.
 */
export function MemberSidePanels({ className, stacked = false }: { className?: string; stacked?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <aside
      aria-label={t('panels.label')}
      className={cn(
        stacked ? 'mx-auto grid w-full max-w-xl gap-4 sm:max-w-3xl sm:grid-cols-2' : 'w-76 shrink-0 flex-col gap-4 border-l border-white/7 px-5 py-8',
        className,
      )}
    >
      <Panel title={t('panels.quickActions')} icon={Zap}>
        <QuickActions />
      </Panel>
      <Panel title={t('panels.recentActivity')} icon={Activity}>
        <RecentActivity />
      </Panel>
      <Panel title={t('panels.marketInsights')} icon={TrendingUp}>
        <MarketInsights />
      </Panel>
      <Panel title={t('panels.trendingFounders')} icon={Flame}>
        <TrendingFounders />
      </Panel>
      <Panel
        title={t('panels.upcomingEvents')}
        icon={CalendarDays}
        action={
          <Link to={paths.founder.events.getHref()} aria-label={t('panels.allEventsLabel')} className="inline-flex items-center gap-0.5 text-xs text-ink-300 hover:text-gold-300">
            {t('panels.allEvents')}
            <ArrowUpRight aria-hidden="true" className="size-3" />
          </Link>
        }
      >
        <MyUpcomingEvents />
      </Panel>
    </aside>
  );
}
