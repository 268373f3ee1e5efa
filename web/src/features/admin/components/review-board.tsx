import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { Pager } from '@/components/admin/pager';
import { Notice } from '@/components/ui/notice';
import { TabList } from '@/components/ui/tab-list';
import { useDecideReviewItem, type Decision } from '@/features/admin/api/decide-review-item';
import { useReports } from '@/features/admin/api/get-reports';
import { reviewKinds, reviewStatuses, testDataFilters, useReviewPages, type ReviewKind, type StatusFilter, type TestDataFilter } from '@/features/admin/api/get-review-items';
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
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => values.find((each) => each === value) ?? fallback;

/**
 * The board's place in the address (?board=pitches&status=pending&testData=hide&page=2), so that a
 * link or a reload opens the same list; defaults are left out.
 */
function useBoardPlace() {
  const [params, setParams] = useSearchParams();
  const board = params.get('board');
  const place = {
    tab: board !== null && isTab(board) ? board : ('profiles' as Tab),
    status: oneOf<StatusFilter>(['all', ...reviewStatuses], params.get('status'), 'all'),
    testData: oneOf(testDataFilters, params.get('testData'), 'all'),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const move = (changes: { board?: Tab; status?: StatusFilter; testData?: TestDataFilter; page?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const defaults: Record<string, string> = { board: 'profiles', status: 'all', testData: 'all', page: '1' };
      // A new tab or filter starts at its first page.
      const values: Record<string, string | undefined> = { ...changes, page: String(changes.page ?? 1) };
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) continue;
        if (value === defaults[key]) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return { ...place, move };
}
const tabId = (key: string) => `review-tab-${key}`;
const tabPanelId = 'review-panel';

/** The three review lists with their counts, status filter, summary and the Approve / Reject actions, and the members' reports. */
export function ReviewBoard() {
  const { tab, status, testData, page, move } = useBoardPlace();
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
    move({ board: next });
    setDecisionError(null);
  };
  const filter = (next: StatusFilter) => move({ status: next });
  const filterTestData = (next: TestDataFilter) => move({ testData: next });
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
            {list ? <Pager label={`${tabLabels[kind]} pages`} page={page} pageSize={list.pageSize} total={list.total} onPage={(next) => move({ page: next })} /> : null}
            {rejecting ? <RejectionDialog name={rejecting.name} reject={rejectWithReason} onClose={() => setRejecting(null)} /> : null}
          </>
        )}
      </div>
    </section>
  );
}
