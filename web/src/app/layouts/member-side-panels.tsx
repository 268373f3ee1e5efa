import { Activity, ArrowUpRight, BadgeCheck, CalendarDays, Compass, Flame, Handshake, Lightbulb, TrendingUp, Zap, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { MyUpcomingEvents } from '@/features/events/components/my-upcoming-events';
import { cn } from '@/lib/cn';

// SPEC section 2: the side panels hold static sample content. Sample people go by first name and
// initial, so they are never mistaken for (or collide with) a real member's full name.
const quickActions: ReadonlyArray<{ label: string; to: string; icon: LucideIcon }> = [
  { label: 'Discover founders', to: paths.founder.discover.getHref(), icon: Compass },
  { label: 'Find a cofounder', to: paths.founder.cofounders.getHref(), icon: Handshake },
  { label: 'Validate an idea', to: paths.founder.ideaValidation.getHref(), icon: Lightbulb },
  { label: 'Get verified', to: paths.founder.verification.getHref(), icon: BadgeCheck },
];

const recentActivity = [
  { who: 'Ananya I.', what: 'viewed your profile', when: '2h ago' },
  { who: 'Rohan M.', what: 'accepted your connection', when: 'Yesterday' },
  { who: 'Kavya R.', what: 'shared a pitch event', when: '2 days ago' },
] as const;

const marketInsights = [
  { label: 'Fintech funding, this quarter', value: '₹4,200 Cr', change: '+18%' },
  { label: 'AI/ML deals in India', value: '126', change: '+24%' },
  { label: 'Median seed round', value: '₹3.5 Cr', change: '+6%' },
] as const;

const trendingFounders = [
  { name: 'Meera N.', about: 'CleanTech · Kochi' },
  { name: 'Arjun M.', about: 'SaaS · Gurugram' },
  { name: 'Ishita B.', about: 'Healthcare · Kolkata' },
] as const;


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

/** The right-hand column of the member area on wide screens (≥ 1280 px). */
export function MemberSidePanels({ className }: { className?: string }) {
  return (
    <aside aria-label="Highlights" className={cn('w-76 shrink-0 flex-col gap-4 border-l border-white/7 px-5 py-8', className)}>
      <Panel title="Quick Actions" icon={Zap}>
        <ul className="grid grid-cols-2 gap-2">
          {quickActions.map((action) => (
            <li key={action.to}>
              <Link
                to={action.to}
                className="flex h-full flex-col gap-1.5 rounded-xl border border-white/6 bg-ink-950/50 p-2.5 text-xs text-ink-200 transition-colors hover:border-gold-400/40 hover:text-gold-200"
              >
                <action.icon aria-hidden="true" className="size-4 text-gold-300" strokeWidth={1.7} />
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>

      <Panel title="Recent Activity" icon={Activity}>
        <ul className="flex flex-col gap-2.5 text-sm">
          {recentActivity.map((activity) => (
            <li key={activity.who} className="flex items-start gap-2.5">
              <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-gold-400" />
              <p className="min-w-0 leading-snug text-ink-300">
                <span className="text-ivory">{activity.who}</span> {activity.what}
                <span className="block text-xs text-ink-500">{activity.when}</span>
              </p>
            </li>
          ))}
        </ul>
      </Panel>

      <Panel title="Market Insights" icon={TrendingUp}>
        <dl className="flex flex-col gap-2.5">
          {marketInsights.map((insight) => (
            <div key={insight.label} className="flex items-baseline justify-between gap-3">
              <dt className="text-xs leading-snug text-ink-300">{insight.label}</dt>
              <dd className="shrink-0 text-right text-sm text-ivory tabular-nums">
                {insight.value} <span className="text-xs text-emerald-300">{insight.change}</span>
              </dd>
            </div>
          ))}
        </dl>
      </Panel>

      <Panel title="Trending Founders" icon={Flame}>
        <ul className="flex flex-col gap-2.5">
          {trendingFounders.map((founder) => (
            <li key={founder.name} className="flex items-center gap-2.5">
              <Avatar name={founder.name} photoUrl={null} size="xs" />
              <p className="min-w-0 text-sm leading-tight">
                <span className="block truncate text-ivory">{founder.name}</span>
                <span className="block truncate text-xs text-ink-500">{founder.about}</span>
              </p>
            </li>
          ))}
        </ul>
      </Panel>

      <Panel
        title="Upcoming Events"
        icon={CalendarDays}
        action={
          <Link to={paths.founder.events.getHref()} className="inline-flex items-center gap-0.5 text-xs text-ink-300 hover:text-gold-300">
            All
            <ArrowUpRight aria-hidden="true" className="size-3" />
          </Link>
        }
      >
        <MyUpcomingEvents />
      </Panel>
      <p className="px-1 text-[0.7rem] text-ink-500">Highlights are illustrative sample content.</p>
    </aside>
  );
}
