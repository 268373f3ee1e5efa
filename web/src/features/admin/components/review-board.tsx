import { useState } from 'react';

import { Notice } from '@/components/ui/notice';
import { useDecideReviewItem, type Decision } from '@/features/admin/api/decide-review-item';
import { reviewKinds, reviewStatuses, useReviewPages, type ReviewKind, type StatusFilter } from '@/features/admin/api/get-review-items';
import { Pager } from '@/features/admin/components/pager';
import { ReviewItemCard } from '@/features/admin/components/review-item-card';
import { reviewCards } from '@/features/admin/lib/review-card';
import { cn } from '@/lib/cn';

const tabLabels: Record<ReviewKind, string> = { profiles: 'Profiles', pitches: 'Pitches', applications: 'Applications' };
const filters: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const summaryColours = {
  pending: 'text-amber-200',
  approved: 'text-emerald-200',
  rejected: 'text-rose-200',
  total: 'text-gold-300',
} as const;

function Tabs({ active, counts, onSelect }: { active: ReviewKind; counts: Array<number | undefined>; onSelect: (kind: ReviewKind) => void }) {
  const move = (from: number, step: number) => {
    const next = reviewKinds[(from + step + reviewKinds.length) % reviewKinds.length] ?? 'profiles';
    onSelect(next);
    document.getElementById(`review-tab-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="What to review" className="flex gap-1 rounded-2xl border border-white/8 bg-ink-900/60 p-1">
      {reviewKinds.map((kind, index) => {
        const selected = kind === active;
        return (
          <button
            key={kind}
            id={`review-tab-${kind}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="review-panel"
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(kind)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(index, 1);
              if (event.key === 'ArrowLeft') move(index, -1);
            }}
            className={cn(
              'flex min-w-0 flex-1 items-center justify-center gap-1.5 rounded-xl px-1.5 py-2.5 text-[0.8rem] font-medium whitespace-nowrap transition-colors sm:gap-2 sm:px-3 sm:text-sm',
              selected ? 'bg-gold-400/15 text-gold-200' : 'text-ink-300 hover:bg-white/5 hover:text-ivory',
            )}
          >
            {tabLabels[kind]}
            <span className={cn('rounded-full px-2 py-0.5 text-xs tabular-nums', selected ? 'bg-gold-400/25 text-gold-100' : 'bg-white/6 text-ink-300')}>
              {counts[index] ?? '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}

function StatusFilterBar({ value, onChange }: { value: StatusFilter; onChange: (filter: StatusFilter) => void }) {
  return (
    <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
      {filters.map((filter) => (
        <button
          key={filter.value}
          type="button"
          aria-pressed={filter.value === value}
          onClick={() => onChange(filter.value)}
          className={cn(
            'rounded-full border px-3 py-1.5 text-sm transition-colors sm:px-4',
            filter.value === value ? 'border-gold-400 bg-gold-400/12 text-gold-200' : 'border-white/10 text-ink-300 hover:border-gold-400/40 hover:text-ivory',
          )}
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}

/** The three lists with their counts, status filter, summary and the Approve / Reject actions. */
export function ReviewBoard() {
  const [kind, setKind] = useState<ReviewKind>('profiles');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const pages = useReviewPages(reviewKinds.map((each) => ({ kind: each, status, page: each === kind ? page : 1 })));
  const decide = useDecideReviewItem();

  const active = pages[reviewKinds.indexOf(kind)];
  const list = active?.data;
  const counts = list?.counts;
  const cards = list ? reviewCards(list) : [];
  const tabName = tabLabels[kind].toLowerCase();

  const select = (next: ReviewKind) => {
    setKind(next);
    setPage(1);
    setDecisionError(null);
  };
  const filter = (next: StatusFilter) => {
    setStatus(next);
    setPage(1);
  };
  const onDecide = (decision: Decision) => {
    setDecisionError(null);
    decide.mutate(decision, { onError: (error) => setDecisionError(`❌ ${error.message}`) });
  };
  const decidingId = decide.isPending ? decide.variables.id : null;

  return (
    <section aria-label="Review queue" className="flex flex-col gap-5">
      <Tabs active={kind} counts={pages.map((each) => each.data?.counts.total)} onSelect={select} />

      <div id="review-panel" role="tabpanel" aria-labelledby={`review-tab-${kind}`} className="flex flex-col gap-5">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <StatusFilterBar value={status} onChange={filter} />
        </div>

        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {([...reviewStatuses, 'total'] as const).map((key) => (
            <div key={key} className="rounded-2xl border border-white/8 bg-ink-900/60 px-4 py-3">
              <dt className="text-xs tracking-[0.14em] text-ink-300 uppercase">{key}</dt>
              <dd className={cn('mt-1 font-display text-3xl tabular-nums', summaryColours[key])}>{counts ? counts[key] : '–'}</dd>
            </div>
          ))}
        </dl>

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
                <ReviewItemCard card={card} deciding={decidingId === card.id} onDecide={(decision) => onDecide({ kind, id: card.id, status: decision })} />
              </li>
            ))}
          </ul>
        ) : null}
        {list ? <Pager label={`${tabLabels[kind]} pages`} page={page} pageSize={list.pageSize} total={list.total} onPage={setPage} /> : null}
      </div>
    </section>
  );
}
