import { Briefcase, Compass, Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { NotForYou } from '@/components/ui/not-for-you';
import { StatusMessage } from '@/components/ui/notice';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { StatGrid } from '@/components/ui/stat-grid';
import { TabList } from '@/components/ui/tab-list';
import { useLikedStartups } from '@/features/investing/api/get-liked-startups';
import { useStartups } from '@/features/investing/api/get-startups';
import type { Startup } from '@/features/investing/api/investing-schemas';
import { LikedStartupCard } from '@/features/investing/components/liked-startup-card';
import { StartupCard } from '@/features/investing/components/startup-card';
import { investingNs } from '@/features/investing/i18n';
import { kindRefusalOf } from '@/lib/kind-refusal';

type TabKey = 'discover' | 'liked';

const tabId = (key: string) => `investor-tab-${key}`;
const panelId = 'investor-panel';


/** /investor-dashboard: founders' startups to like or skip (those that pitched me first), and the ones I liked, to contact. */
export function InvestorDashboardRoute() {
  const { t } = useTranslation(investingNs);
  const startups = useStartups();
  const liked = useLikedStartups();
  const [tab, setTab] = useState<TabKey>('discover');
  const [status, setStatus] = useState<string | null>(null);

  const refused = kindRefusalOf(startups.error, liked.error);
  if (refused) {
    const granted = refused === 'kind_not_chosen';
    return <NotForYou title={t('title')} message={t(granted ? 'notForYou' : 'notGranted')} askFor={granted ? undefined : 'Investor'} />;
  }

  const tabs = [
    { key: 'discover', label: t('tabs.discover'), count: startups.data?.length },
    { key: 'liked', label: t('tabs.liked'), count: liked.data?.length },
  ];
  const decidedText = (startup: Startup, decision: 'like' | 'skip') =>
    t(decision === 'like' ? 'discover.liked' : 'discover.skipped', { name: startup.startupName || startup.founderName });
  const counter = (count: number | undefined) => (count === undefined ? '–' : String(count));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <ScreenHeading eyebrow={t('eyebrow')} title={t('title')} icon={Briefcase} />

      <StatGrid
        label={t('stats.label')}
        columns={2}
        stats={[
          { label: t('stats.newStartups'), value: counter(startups.data?.length) },
          { label: t('stats.likedStartups'), value: counter(liked.data?.length) },
        ]}
      />

      <StatusMessage message={status} />

      <TabList label={t('tabs.label')} tabs={tabs} active={tab} onSelect={(key) => setTab(key as TabKey)} tabId={tabId} panelId={panelId} />

      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className="flex flex-col gap-4">
        {tab === 'discover' ? (
          <>
            {startups.isPending ? <p className="py-10 text-center text-ink-300">{t('discover.loading')}</p> : null}
            {startups.isError ? <LoadFailed what={t('discover.loadWhat')} onRetry={() => void startups.refetch()} /> : null}
            {startups.data?.length === 0 ? (
              <EmptyState icon={Compass} title={t('discover.emptyTitle')}>
                {t('discover.emptyText')}
              </EmptyState>
            ) : null}
            {startups.data && startups.data.length > 0 ? (
              <ul aria-label={t('tabs.discover')} className="grid grid-cols-1 gap-4 lg:grid-cols-2">
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
            {liked.isPending ? <p className="py-10 text-center text-ink-300">{t('liked.loading')}</p> : null}
            {liked.isError ? <LoadFailed what={t('liked.loadWhat')} onRetry={() => void liked.refetch()} /> : null}
            {liked.data?.length === 0 ? (
              <EmptyState icon={Heart} title={t('liked.emptyTitle')}>
                {t('liked.emptyText')}
              </EmptyState>
            ) : null}
            {liked.data && liked.data.length > 0 ? (
              <ul aria-label={t('tabs.liked')} className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                {liked.data.map((startup) => (
                  <li key={startup.founderId}>
                    <LikedStartupCard startup={startup} onContacted={(contacted) => setStatus(t('liked.contacted', { name: contacted.founderName }))} />
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
