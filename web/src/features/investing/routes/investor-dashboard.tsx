import { Briefcase, Compass, Heart } from 'lucide-react';
import { useState } from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { NotForYou } from '@/components/ui/not-for-you';
import { StatusMessage } from '@/components/ui/notice';
import { StatGrid } from '@/components/ui/stat-grid';
import { TabList } from '@/components/ui/tab-list';
import { useLikedStartups } from '@/features/investing/api/get-liked-startups';
import { useStartups } from '@/features/investing/api/get-startups';
import { notAnInvestor, type Startup } from '@/features/investing/api/investing-schemas';
import { LikedStartupCard } from '@/features/investing/components/liked-startup-card';
import { StartupCard } from '@/features/investing/components/startup-card';
import { ApiError } from '@/lib/api-client';

type TabKey = 'discover' | 'liked';

const tabId = (key: string) => `investor-tab-${key}`;
const panelId = 'investor-panel';

const isNotAnInvestor = (error: unknown) => error instanceof ApiError && error.status === 403 && error.code === notAnInvestor;

const decidedText = (startup: Startup, decision: 'like' | 'skip') => {
  const name = startup.startupName || startup.founderName;
  return decision === 'like' ? `✅ You liked ${name}. It is in My Liked Startups.` : `You skipped ${name}.`;
};

/** /investor-dashboard: founders' startups to like or skip (those that pitched me first), and the ones I liked, to contact. */
export function InvestorDashboardRoute() {
  const startups = useStartups();
  const liked = useLikedStartups();
  const [tab, setTab] = useState<TabKey>('discover');
  const [status, setStatus] = useState<string | null>(null);

  if (isNotAnInvestor(startups.error) || isNotAnInvestor(liked.error)) {
    return <NotForYou title="Investor Dashboard" message="This page is for investors." />;
  }

  const tabs = [
    { key: 'discover', label: 'Discover Startups', count: startups.data?.length },
    { key: 'liked', label: 'My Liked Startups', count: liked.data?.length },
  ];
  const counter = (count: number | undefined) => (count === undefined ? '–' : String(count));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <title>Investor Dashboard · Sangam</title>
      <header className="flex items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl border border-gold-400/30 bg-linear-to-b from-gold-400/20 to-transparent text-gold-300">
          <Briefcase aria-hidden="true" className="size-5.5" strokeWidth={1.6} />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">Investor</p>
          <h1 className="font-display text-3xl text-ivory sm:text-4xl">Investor Dashboard</h1>
        </div>
      </header>

      <StatGrid
        label="Your deal flow"
        columns={2}
        stats={[
          { label: 'New Startups', value: counter(startups.data?.length) },
          { label: 'Liked Startups', value: counter(liked.data?.length) },
        ]}
      />

      <StatusMessage message={status} />

      <TabList label="Investor dashboard" tabs={tabs} active={tab} onSelect={(key) => setTab(key as TabKey)} tabId={tabId} panelId={panelId} />

      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className="flex flex-col gap-4">
        {tab === 'discover' ? (
          <>
            {startups.isPending ? <p className="py-10 text-center text-ink-300">Loading startups…</p> : null}
            {startups.isError ? <LoadFailed what="startups" onRetry={() => void startups.refetch()} /> : null}
            {startups.data?.length === 0 ? (
              <EmptyState icon={Compass} title="No new startups">
                You have seen every startup for now. Founders who pitch you appear here first.
              </EmptyState>
            ) : null}
            {startups.data && startups.data.length > 0 ? (
              <ul aria-label="Discover Startups" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                {startups.data.map((startup) => (
                  <li key={startup.founderId}>
                    <StartupCard startup={startup} onDecided={(decided, decision) => setStatus(decidedText(decided, decision))} />
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <>
            {liked.isPending ? <p className="py-10 text-center text-ink-300">Loading liked startups…</p> : null}
            {liked.isError ? <LoadFailed what="liked startups" onRetry={() => void liked.refetch()} /> : null}
            {liked.data?.length === 0 ? (
              <EmptyState icon={Heart} title="No liked startups yet">
                Like a startup in Discover Startups to keep it here and contact its founder.
              </EmptyState>
            ) : null}
            {liked.data && liked.data.length > 0 ? (
              <ul aria-label="My Liked Startups" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                {liked.data.map((startup) => (
                  <li key={startup.founderId}>
                    <LikedStartupCard startup={startup} onContacted={(contacted) => setStatus(`✅ Introduction requested. ${contacted.founderName} is told and can accept.`)} />
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
