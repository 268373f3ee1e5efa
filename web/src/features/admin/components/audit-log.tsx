import { ArrowRight, History } from 'lucide-react';
import { useState } from 'react';

import { Pager } from '@/components/admin/pager';
import { StatusBadge } from '@/components/admin/status-badge';
import { useAuditLog, type AuditEntry } from '@/features/admin/api/get-audit-log';
import { reviewStatuses, type ReviewStatus } from '@/features/admin/api/get-review-items';
import { formatWhen } from '@/lib/admin/format-when';

const isStatus = (value: string | null): value is ReviewStatus => (reviewStatuses as readonly (string | null)[]).includes(value);

function Status({ value }: { value: string | null }) {
  if (isStatus(value)) return <StatusBadge status={value} />;
  return <span className="text-ink-300">{value ?? '—'}</span>;
}

function describe(entry: AuditEntry): string {
  const action = entry.action.replaceAll('_', ' ');
  const target = [entry.targetKind.replace(/s$/, ''), entry.targetId ? `#${entry.targetId}` : null].filter(Boolean).join(' ');
  return target ? `${action} ${target}` : action;
}

export function AuditLog() {
  const [page, setPage] = useState(1);
  const auditLog = useAuditLog(page);

  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <h2 id="audit-title" className="flex items-center gap-2 font-display text-2xl text-ivory">
        <History aria-hidden="true" className="size-5 text-gold-300" />
        Audit log
      </h2>
      {auditLog.isPending ? <p className="text-sm text-ink-300">Loading the audit log…</p> : null}
      {auditLog.isError ? <p className="text-sm text-rose-200">The audit log could not be loaded.</p> : null}
      {auditLog.data && auditLog.data.items.length === 0 ? <p className="text-sm text-ink-300">No decisions recorded yet.</p> : null}
      {auditLog.data && auditLog.data.items.length > 0 ? (
        <ol className="flex flex-col divide-y divide-white/6 overflow-hidden rounded-2xl border border-white/8 bg-ink-900/60">
          {auditLog.data.items.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:px-5">
              <div className="min-w-0">
                <p className="break-words text-ivory">
                  <span className="font-medium break-all">{entry.actorEmail}</span>{' '}
                  <span className="text-ink-300">{describe(entry)}</span>
                </p>
                <p className="mt-0.5 text-xs text-ink-500">
                  <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
                </p>
              </div>
              <p className="flex shrink-0 items-center gap-2">
                <span className="sr-only">from</span>
                <Status value={entry.fromStatus} />
                <ArrowRight aria-hidden="true" className="size-3.5 text-ink-500" />
                <span className="sr-only">to</span>
                <Status value={entry.toStatus} />
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {auditLog.data ? <Pager label="Audit log pages" page={page} pageSize={auditLog.data.pageSize} total={auditLog.data.total} onPage={setPage} /> : null}
    </section>
  );
}
