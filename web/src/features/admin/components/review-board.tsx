import { useState } from 'react';

import { Pager } from '@/components/admin/pager';
import { Notice } from '@/components/ui/notice';
import { TabList } from '@/components/ui/tab-list';
import { useDecideReviewItem, type Decision } from '@/features/admin/api/decide-review-item';
import { useReports } from '@/features/admin/api/get-reports';
import { reviewKinds, reviewStatuses, useReviewPages, type ReviewKind, type StatusFilter, type TestDataFilter } from '@/features/admin/api/get-review-items';
import { RejectionDialog } from '@/features/admin/components/rejection-dialog';
import { ReportBoard } from '@/features/admin/components/report-board';
import { ReviewItemCard } from '@/features/admin/components/review-item-card';
import { StatusFilterBar } from '@/features/admin/components/status-filter-bar';
import { StatusSummary } from '@/features/admin/components/status-summary';
import { reviewCards } from '@/features/admin/lib/review-card';

type Tab = ReviewKind | 'reports';

const tabLabels: Record<Tab, string> = { profiles: 'Profiles', pitches: 'Pitches', applications: 'Applications', reports: 'Reports' };
const filters: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const testDataFilterOptions: ReadonlyArray<{ value: TestDataFilter; label: string }> = [
  { value: 'all', label: 'Include test data' },
  { value: 'hide', label: 'Hide test data' },
  { value: 'only', label: 'Only test data' },
];
const summaryColours = {
  pending: 'text-amber-200',
  approved: 'text-emerald-200',
  rejected: 'text-rose-200',
  total: 'text-gold-300',
} as const;

const isTab = (key: string): key is Tab => key in tabLabels;
const tabId = (key: string) => `review-tab-${key}`;
const tabPanelId = 'review-panel';

/** The three review lists with their counts, status filter, summary and the Approve / Reject actions, and the members' reports. */
export function ReviewBoard() {
  const [tab, setTab] = useState<Tab>('profiles');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [testData, setTestData] = useState<TestDataFilter>('all');
  const [page, setPage] = useState(1);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const pages = useReviewPages(reviewKinds.map((each) => ({ kind: each, status, testData, page: each === tab ? page : 1 })));
  // Page 1 of the open reports: the Reports tab's count, and its first view.
  const openReports = useReports({ status: 'open', page: 1 });
  const decide = useDecideReviewItem();

  const kind = tab === 'reports' ? null : tab;
  const active = kind ? pages[reviewKinds.indexOf(kind)] : undefined;
  const list = active?.data;
  const counts = list?.counts;
  const cards = list ? reviewCards(list) : [];
  const tabName = tabLabels[tab].toLowerCase();

  const select = (next: string) => {
    if (!isTab(next)) return;
    setTab(next);
    setPage(1);
    setDecisionError(null);
  };
  const filter = (next: StatusFilter) => {
    setStatus(next);
    setPage(1);
  };
  const filterTestData = (next: TestDataFilter) => {
    setTestData(next);
    setPage(1);
  };
  // Rejecting an application asks for the applicant's reason first.
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);
  const onDecide = (decision: Decision, name: string) => {
    setDecisionError(null);
    if (decision.kind === 'profiles' && decision.status === 'rejected') return setRejecting({ id: decision.id, name });
    decide.mutate(decision, { onError: (error) => setDecisionError(`❌ ${error.message}`) });
  };
  const rejectWithReason = async (reason: string) => {
    if (!rejecting) return;
    await decide.mutateAsync({ kind: 'profiles', id: rejecting.id, status: 'rejected', reason });
    setRejecting(null);
  };
  const decidingId = decide.isPending ? decide.variables.id : null;

  const tabs = [
    ...reviewKinds.map((each, index) => ({ key: each, label: tabLabels[each], count: pages[index]?.data?.counts.total })),
    { key: 'reports', label: tabLabels.reports, count: openReports.data?.counts.open },
  ];

  return (
    <section aria-label="Review queue" className="flex flex-col gap-5">
      <TabList label="What to review" tabs={tabs} active={tab} onSelect={select} tabId={tabId} panelId={tabPanelId} />

      <div id={tabPanelId} role="tabpanel" aria-labelledby={tabId(tab)} className="flex flex-col gap-5">
        {kind === null ? (
          <ReportBoard />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <StatusFilterBar options={filters} value={status} onChange={filter} />
              <StatusFilterBar label="Test data" options={testDataFilterOptions} value={testData} onChange={filterTestData} />
            </div>
            <StatusSummary entries={([...reviewStatuses, 'total'] as const).map((key) => ({ key, value: counts?.[key], colour: summaryColours[key] }))} />

            {decisionError ? (
              <div role="alert">
                <Notice tone="error">{decisionError}</Notice>
              </div>
            ) : null}

            {active?.isPending ? <p className="py-10 text-center text-ink-300">Loading {tabName}…</p> : null}
            {active?.isError && !list ? (
              <div role="alert">
                <Notice tone="error">The {tabName} could not be loaded. Please try again.</Notice>
              </div>
            ) : null}
            {list && cards.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-white/10 py-12 text-center text-ink-300">No {tabName} found.</p>
            ) : null}
            {cards.length > 0 ? (
              <ul aria-label={tabLabels[kind]} aria-busy={active?.isFetching} className="grid gap-4 xl:grid-cols-2">
                {cards.map((card) => (
                  <li key={card.id} className="flex flex-col [&>article]:flex-1">
                    <ReviewItemCard card={card} deciding={decidingId === card.id} onDecide={(decision) => onDecide({ kind, id: card.id, status: decision }, card.title)} />
                  </li>
                ))}
              </ul>
            ) : null}
            {list ? <Pager label={`${tabLabels[kind]} pages`} page={page} pageSize={list.pageSize} total={list.total} onPage={setPage} /> : null}
            {rejecting ? <RejectionDialog name={rejecting.name} reject={rejectWithReason} onClose={() => setRejecting(null)} /> : null}
          </>
        )}
      </div>
    </section>
  );
}
