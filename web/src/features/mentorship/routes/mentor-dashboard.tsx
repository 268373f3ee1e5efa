import { GraduationCap, Inbox, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { NotForYou } from '@/components/ui/not-for-you';
import { StatusMessage } from '@/components/ui/notice';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { StatGrid } from '@/components/ui/stat-grid';
import { TabList } from '@/components/ui/tab-list';
import { useMentees } from '@/features/mentorship/api/get-mentees';
import { useMentorshipRequests } from '@/features/mentorship/api/get-mentorship-requests';
import { MenteeCard } from '@/features/mentorship/components/mentee-card';
import { MentorshipRequestCard } from '@/features/mentorship/components/mentorship-request-card';
import { mentorshipNs } from '@/features/mentorship/i18n';
import { kindRefusalOf } from '@/lib/kind-refusal';

type TabKey = 'requests' | 'mentees';

const tabId = (key: string) => `mentor-tab-${key}`;
const panelId = 'mentor-panel';


function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {children}
    </ul>
  );
}

/** /mentor-dashboard: founders' mentorship requests to answer, and the mentees I guide. */
export function MentorDashboardRoute() {
  const { t } = useTranslation(mentorshipNs);
  const requests = useMentorshipRequests();
  const mentees = useMentees();
  const [tab, setTab] = useState<TabKey>('requests');
  const [status, setStatus] = useState<string | null>(null);

  const refused = kindRefusalOf(requests.error, mentees.error);
  if (refused) {
    const granted = refused === 'kind_not_chosen';
    return <NotForYou title={t('title')} message={t(granted ? 'notForYou' : 'notGranted')} askFor={granted ? undefined : 'Mentor'} />;
  }

  const tabs = [
    { key: 'requests', label: t('tabs.requests'), count: requests.data?.length },
    { key: 'mentees', label: t('tabs.mentees'), count: mentees.data?.length },
  ];
  const counter = (count: number | undefined) => (count === undefined ? '–' : String(count));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <ScreenHeading eyebrow={t('eyebrow')} title={t('title')} icon={GraduationCap} />

      <StatGrid
        label={t('stats.label')}
        columns={2}
        stats={[
          { label: t('stats.pendingRequests'), value: counter(requests.data?.length) },
          { label: t('stats.activeMentees'), value: counter(mentees.data?.length) },
        ]}
      />

      <StatusMessage message={status} />

      <TabList label={t('tabs.label')} tabs={tabs} active={tab} onSelect={(key) => setTab(key as TabKey)} tabId={tabId} panelId={panelId} />

      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className="flex flex-col gap-4">
        {tab === 'requests' ? (
          <>
            {requests.isPending ? <p className="py-10 text-center text-ink-300">{t('requests.loading')}</p> : null}
            {requests.isError ? <LoadFailed what={t('requests.loadWhat')} onRetry={() => void requests.refetch()} /> : null}
            {requests.data?.length === 0 ? (
              <EmptyState icon={Inbox} title={t('requests.emptyTitle')}>
                {t('requests.emptyText')}
              </EmptyState>
            ) : null}
            {requests.data && requests.data.length > 0 ? (
              <CardList label={t('tabs.requests')}>
                {requests.data.map((request) => (
                  <li key={request.id}>
                    <MentorshipRequestCard
                      request={request}
                      onAccepted={(mentee) => setStatus(t('requests.accepted', { name: mentee.founderName }))}
                      onDeclined={(declined) => setStatus(t('requests.declined', { name: declined.founderName }))}
                    />
                  </li>
                ))}
              </CardList>
            ) : null}
          </>
        ) : (
          <>
            {mentees.isPending ? <p className="py-10 text-center text-ink-300">{t('mentees.loading')}</p> : null}
            {mentees.isError ? <LoadFailed what={t('mentees.loadWhat')} onRetry={() => void mentees.refetch()} /> : null}
            {mentees.data?.length === 0 ? (
              <EmptyState icon={Users} title={t('mentees.emptyTitle')}>
                {t('mentees.emptyText')}
              </EmptyState>
            ) : null}
            {mentees.data && mentees.data.length > 0 ? (
              <CardList label={t('tabs.mentees')}>
                {mentees.data.map((mentee) => (
                  <li key={mentee.id}>
                    <MenteeCard mentee={mentee} />
                  </li>
                ))}
              </CardList>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
