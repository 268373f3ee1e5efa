import { BadgeCheck, Check, X } from 'lucide-react';
import { useId, useState } from 'react';

import { DismissibleNotice } from '@/components/admin/dismissible-notice';
import { StatusCard } from '@/components/admin/status-card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { kindFilters, statusFilters, useDecideKindRequest, useKindRequests, type KindDecision, type KindFilter, type KindRequestForReview } from '@/features/kinds/admin/api/kind-requests';
import { factRows } from '@/features/kinds/admin/lib/fact-rows';
import { formatWhen } from '@/lib/admin/format-when';
import { failureText } from '@/lib/admin/server-field-errors';

const reasonLimit = 300;
const selectClass = 'h-10 rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-sm text-ivory focus:border-gold-400';

function Filter<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: readonly V[]; onChange: (value: V) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-ink-300">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)} className={selectClass}>
        {options.map((option) => (
          <option key={option} value={option} className="bg-ink-900">
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

function RequestCard({ request, deciding, onDecide }: { request: KindRequestForReview; deciding: boolean; onDecide: (decision: Omit<KindDecision, 'id'>) => void }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const label = `${request.name}: ${request.kind}`;
  const edge = request.status === 'withdrawn' ? 'dismissed' : request.status;
  return (
    <StatusCard label={label} status={edge}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-ivory">{request.name}</h3>
          <p className="text-sm break-all text-ink-300">{request.email}</p>
          <p className="mt-0.5 text-sm text-gold-200">Asks to act as {request.kind === 'Mentor' ? 'a mentor' : 'an investor'}</p>
        </div>
        <span className="rounded-full border border-white/15 px-2.5 py-0.5 text-xs font-semibold text-ink-100 capitalize">{request.status}</span>
      </header>
      <dl className="grid gap-y-2 text-sm">
        {factRows(request.facts).map((fact) => (
          <div key={fact.label} className="flex gap-2">
            <dt className="w-36 shrink-0 text-ink-500">{fact.label}</dt>
            <dd className="min-w-0 wrap-anywhere text-ink-200">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {request.reason ? <p className="text-sm text-ink-200">Reason: {request.reason}</p> : null}
      <footer className="flex flex-col gap-3 border-t border-white/6 pt-4">
        <p className="text-xs text-ink-500">
          Asked <time dateTime={request.createdAt}>{formatWhen(request.createdAt)}</time>
          {request.decidedAt ? (
            <>
              {' · '}answered <time dateTime={request.decidedAt}>{formatWhen(request.decidedAt)}</time>
            </>
          ) : null}
        </p>
        {request.status === 'pending' && rejecting ? (
          <form
            aria-label={`Reject: ${label}`}
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onDecide({ status: 'rejected', ...(reason.trim() ? { reason: reason.trim() } : {}) });
            }}
          >
            <label htmlFor={reasonId} className="text-sm text-ink-200">
              Reason for the member (optional)
            </label>
            <input id={reasonId} value={reason} maxLength={reasonLimit} onChange={(event) => setReason(event.target.value)} className={selectClass} />
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={deciding} className="from-rose-300 to-rose-500 shadow-none">
                <X aria-hidden="true" className="size-4" />
                Reject
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setRejecting(false)}>
                Keep waiting
              </Button>
            </div>
          </form>
        ) : null}
        {request.status === 'pending' && !rejecting ? (
          <div className="flex gap-2 self-end">
            <Button size="sm" variant="secondary" disabled={deciding} onClick={() => setRejecting(true)} aria-label={`Reject: ${label}`} className="border-rose-400/40 text-rose-200">
              <X aria-hidden="true" className="size-4" />
              Reject
            </Button>
            <Button size="sm" disabled={deciding} onClick={() => onDecide({ status: 'approved' })} aria-label={`Approve: ${label}`}>
              <Check aria-hidden="true" className="size-4" />
              Approve
            </Button>
          </div>
        ) : null}
      </footer>
    </StatusCard>
  );
}

/**
 * /admin?section=kinds: members' requests to act as a mentor or an investor with the facts they
 * gave, pending first; Approve grants the kind, Reject refuses it with an optional reason the
 * member sees (docs/kinds.md). Every decision is in the audit log.
 */
export function KindsAdminSection() {
  const [filter, setFilter] = useState<KindFilter>({ status: 'all', kind: 'all' });
  const requests = useKindRequests(filter);
  const decide = useDecideKindRequest();
  const [notice, setNotice] = useState<string | null>(null);
  const list = requests.data;

  const send = (request: KindRequestForReview, decision: Omit<KindDecision, 'id'>) => {
    setNotice(null);
    decide.mutate(
      { id: request.id, ...decision },
      {
        onSuccess: () => setNotice(`✅ ${decision.status === 'approved' ? 'Approved' : 'Rejected'}: ${request.name} as ${request.kind === 'Mentor' ? 'a mentor' : 'an investor'}.`),
        onError: (error) => setNotice(`❌ ${failureText(error)}`),
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-4">
        <Filter label="Status" value={filter.status} options={statusFilters} onChange={(status) => setFilter((f) => ({ ...f, status }))} />
        <Filter label="Kind" value={filter.kind} options={kindFilters} onChange={(kind) => setFilter((f) => ({ ...f, kind }))} />
      </div>
      <DismissibleNotice message={notice} onDismiss={() => setNotice(null)} />
      {requests.isPending ? (
        <p aria-busy="true" className="py-10 text-center text-ink-300">
          Loading the requests…
        </p>
      ) : null}
      {requests.isError && !list ? <LoadFailed what="requests" message="The requests could not be loaded. Please try again." onRetry={() => void requests.refetch()} /> : null}
      {list && list.length === 0 ? (
        <EmptyState icon={BadgeCheck} title="No requests here.">
          Members who ask to act as a mentor or an investor show here, with what they told us.
        </EmptyState>
      ) : null}
      {list && list.length > 0 ? (
        <ul aria-label="Requests to act as a mentor or an investor" aria-busy={requests.isFetching} className="grid gap-4 xl:grid-cols-2">
          {list.map((request) => (
            <li key={request.id} className="flex flex-col [&>article]:flex-1">
              <RequestCard request={request} deciding={decide.isPending && decide.variables.id === request.id} onDecide={(decision) => send(request, decision)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
