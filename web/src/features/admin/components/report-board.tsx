import { useState } from 'react';

import { Pager } from '@/components/admin/pager';
import { Notice } from '@/components/ui/notice';
import { reportStatuses, useReports, type ReportStatus } from '@/features/admin/api/get-reports';
import { useResolveReport, type ReportResolution } from '@/features/admin/api/resolve-report';
import { ReportCard } from '@/features/admin/components/report-card';
import { StatusFilterBar } from '@/features/admin/components/status-filter-bar';
import { StatusSummary } from '@/features/admin/components/status-summary';

const filters: ReadonlyArray<{ value: ReportStatus; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'actioned', label: 'Actioned' },
];

const summaryColours: Record<ReportStatus, string> = { open: 'text-amber-200', dismissed: 'text-ink-200', actioned: 'text-emerald-200' };

/** Members' reports about each other: open ones first, each dismissed or actioned by an administrator. */
export function ReportBoard() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const [resolveError, setResolveError] = useState<string | null>(null);
  const reports = useReports({ status, page });
  const resolve = useResolveReport();
  const list = reports.data;

  const filter = (next: ReportStatus) => {
    setStatus(next);
    setPage(1);
  };
  const onResolve = (resolution: ReportResolution) => {
    setResolveError(null);
    resolve.mutate(resolution, { onError: (error) => setResolveError(`❌ ${error.message}`) });
  };
  const resolvingId = resolve.isPending ? resolve.variables.id : null;

  return (
    <div className="flex flex-col gap-5">
      <StatusFilterBar options={filters} value={status} onChange={filter} />
      <StatusSummary entries={reportStatuses.map((key) => ({ key, value: list?.counts[key], colour: summaryColours[key] }))} />

      {resolveError ? (
        <div role="alert">
          <Notice tone="error">{resolveError}</Notice>
        </div>
      ) : null}

      {reports.isPending ? <p className="py-10 text-center text-ink-300">Loading reports…</p> : null}
      {reports.isError && !list ? (
        <div role="alert">
          <Notice tone="error">The reports could not be loaded. Please try again.</Notice>
        </div>
      ) : null}
      {list && list.items.length === 0 ? <p className="rounded-2xl border border-dashed border-white/10 py-12 text-center text-ink-300">No reports found.</p> : null}
      {list && list.items.length > 0 ? (
        <ul aria-label="Reports" aria-busy={reports.isFetching} className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {list.items.map((report) => (
            <li key={report.id} className="flex flex-col [&>article]:flex-1">
              <ReportCard report={report} resolving={resolvingId === report.id} onResolve={(resolution) => onResolve({ ...resolution, id: report.id })} />
            </li>
          ))}
        </ul>
      ) : null}
      {list ? <Pager label="Reports pages" page={page} pageSize={list.pageSize} total={list.total} onPage={setPage} /> : null}
    </div>
  );
}
