import { ArrowRight, Ban, Gavel, X } from 'lucide-react';
import { Suspense, useId, useState } from 'react';

import { StatusBadge } from '@/components/admin/status-badge';
import { StatusCard } from '@/components/admin/status-card';
import { Button } from '@/components/ui/button';
import { reportReasonLabels, resolutionNoteLimit } from '@/config/report-reasons';
import type { Report } from '@/features/admin/api/get-reports';
import type { ReportResolution } from '@/features/admin/api/resolve-report';
import { formatWhen } from '@/lib/admin/format-when';
import { useMemberModeration } from '@/lib/admin/member-moderation';


type ReportCardProps = {
  report: Report;
  resolving: boolean;
  onResolve: (resolution: Omit<ReportResolution, 'id'>) => void;
};

function Party({ role, name, email }: { role: string; name: string; email: string }) {
  return (
    <div className="min-w-0">
      <p className="text-[0.68rem] tracking-[0.14em] text-ink-500 uppercase">{role}</p>
      <p className="truncate font-semibold text-ivory">{name}</p>
      <p className="truncate text-sm text-ink-300">{email}</p>
    </div>
  );
}

/** One report: who reported whom, why, and — while open — Dismiss or Take action with an optional note. */
export function ReportCard({ report, resolving, onResolve }: ReportCardProps) {
  const [note, setNote] = useState('');
  const moderation = useMemberModeration();
  const [moderating, setModerating] = useState(false);
  const [moderated, setModerated] = useState<string | null>(null);
  const noteId = useId();
  const resolve = (status: ReportResolution['status']) => onResolve({ status, note: note.trim() || undefined });

  return (
    <StatusCard label={`${report.reporter.name} → ${report.target.name}`} status={report.status}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
          <Party role="Reporter" name={report.reporter.name} email={report.reporter.email} />
          <ArrowRight aria-hidden="true" className="size-4 shrink-0 rotate-90 text-ink-500 sm:rotate-0" />
          <Party role="Reported" name={report.target.name} email={report.target.email} />
        </div>
        <StatusBadge status={report.status} />
      </header>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="shrink-0 text-ink-500">Reason</dt>
          <dd className="text-ink-200">{reportReasonLabels[report.reason]}</dd>
        </div>
        {report.resolvedAt ? (
          <div className="flex gap-2">
            <dt className="shrink-0 text-ink-500">Resolved</dt>
            <dd className="text-ink-200">
              <time dateTime={report.resolvedAt}>{formatWhen(report.resolvedAt)}</time>
            </dd>
          </div>
        ) : null}
        {report.resolutionNote ? (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="shrink-0 text-ink-500">Note</dt>
            <dd className="min-w-0 break-words text-ink-200">{report.resolutionNote}</dd>
          </div>
        ) : null}
      </dl>

      {report.message ? (
        <figure className="rounded-xl border border-white/8 bg-ink-900/60 p-3 text-sm">
          <figcaption className="mb-1 text-xs text-ink-500">Reported message</figcaption>
          <blockquote className="leading-relaxed break-words whitespace-pre-line text-ink-200">{report.message}</blockquote>
          {report.messageId && moderation ? (
            <Suspense fallback={null}>
              <moderation.ContentRemoval kind="message" contentId={report.messageId} />
            </Suspense>
          ) : null}
        </figure>
      ) : null}
      {report.details ? <p className="text-sm leading-relaxed whitespace-pre-line text-ink-200">{report.details}</p> : null}

      <footer className="flex flex-col gap-3 border-t border-white/6 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-ink-500">
            Reported <time dateTime={report.createdAt}>{formatWhen(report.createdAt)}</time>
          </p>
          {moderation ? (
            <Button size="sm" variant="ghost" onClick={() => setModerating(true)}>
              <Gavel aria-hidden="true" className="size-4" />
              Warn, suspend or ban…
            </Button>
          ) : null}
        </div>
        {moderated ? (
          <p role="status" className="text-sm text-emerald-200">
            {moderated}
          </p>
        ) : null}
        {moderating && moderation ? (
          <Suspense fallback={null}>
            <moderation.Dialog
              memberId={report.target.id}
              memberName={report.target.name}
              reportId={report.status === 'open' ? report.id : undefined}
              onClose={() => setModerating(false)}
              onDone={(summary) => {
                setModerating(false);
                setModerated(summary);
              }}
            />
          </Suspense>
        ) : null}
        {report.status === 'open' ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <label htmlFor={noteId} className="text-xs text-ink-300">
                Note <span className="text-ink-500">(optional)</span>
              </label>
              <input
                id={noteId}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={resolutionNoteLimit}
                className="h-9 rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-sm text-ivory focus:border-gold-400 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400/40"
              />
            </div>
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" disabled={resolving} onClick={() => resolve('dismissed')}>
                <X aria-hidden="true" className="size-4" />
                Dismiss
              </Button>
              <Button size="sm" disabled={resolving} onClick={() => resolve('actioned')} className="from-rose-300 to-rose-500 shadow-none hover:from-rose-200 hover:to-rose-400">
                <Ban aria-hidden="true" className="size-4" />
                Take action
              </Button>
            </div>
          </div>
        ) : null}
      </footer>
    </StatusCard>
  );
}
