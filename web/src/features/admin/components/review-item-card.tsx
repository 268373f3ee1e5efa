import { Check, ExternalLink, X } from 'lucide-react';
import { Suspense } from 'react';

import { StatusBadge } from '@/components/admin/status-badge';
import { StatusCard } from '@/components/admin/status-card';
import { Button } from '@/components/ui/button';
import type { ReviewCard } from '@/features/admin/lib/review-card';
import { formatWhen } from '@/lib/admin/format-when';
import { useMemberModeration } from '@/lib/admin/member-moderation';

type ReviewItemCardProps = {
  card: ReviewCard;
  deciding: boolean;
  onDecide: (status: 'approved' | 'rejected') => void;
};

export function ReviewItemCard({ card, deciding, onDecide }: ReviewItemCardProps) {
  const moderation = useMemberModeration();
  return (
    <StatusCard label={card.title} status={card.status}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <h3 className="text-base font-semibold break-words text-ivory">{card.title}</h3>
          {card.subtitle ? <p className="mt-0.5 text-sm break-words text-ink-300">{card.subtitle}</p> : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {card.invitedFromWaitlist ? <span className="rounded-full border border-gold-400/40 bg-gold-400/10 px-2.5 py-0.5 text-xs font-semibold text-gold-200">Invited from the waitlist</span> : null}
          {card.invitedBy ? <span className="rounded-full border border-gold-400/40 bg-gold-400/10 px-2.5 py-0.5 text-xs font-semibold text-gold-200">Invited by {card.invitedBy}</span> : null}
          {card.removal?.removed ? <span className="rounded-full border border-rose-400/40 bg-rose-400/10 px-2.5 py-0.5 text-xs font-semibold text-rose-200">Removed</span> : null}
          {card.testData ? <span className="rounded-full border border-sky-400/40 bg-sky-400/10 px-2.5 py-0.5 text-xs font-semibold text-sky-200">Test data</span> : null}
          <StatusBadge status={card.status} />
        </div>
      </header>

      {card.facts.length > 0 ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {card.facts.map((fact) => (
            <div key={fact.label} className="flex gap-2">
              <dt className="shrink-0 text-ink-500">{fact.label}</dt>
              <dd className="min-w-0 break-words text-ink-200">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {card.body ? <p className="text-sm leading-relaxed whitespace-pre-line text-ink-200">{card.body}</p> : null}

      {card.rejectionReason ? (
        <p className="rounded-lg border border-rose-400/25 bg-rose-400/5 px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-line text-rose-100">
          <span className="font-semibold text-rose-200">Reason: </span>
          {card.rejectionReason}
        </p>
      ) : null}

      {card.tags.length > 0 ? (
        <ul aria-label="Interests" className="flex flex-wrap gap-1.5">
          {card.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-white/8 bg-white/4 px-2.5 py-0.5 text-xs text-ink-200">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-white/6 pt-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-500">
          <span>Received {formatWhen(card.createdAt)}</span>
          {card.link ? (
            <a href={card.link.href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-gold-300 hover:text-gold-200">
              {card.link.label}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : null}
        </div>
        {card.status === 'pending' ? (
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" disabled={deciding} onClick={() => onDecide('rejected')} className="border-rose-400/40 text-rose-200 hover:border-rose-300 hover:text-rose-100">
              <X aria-hidden="true" className="size-4" />
              Reject
            </Button>
            <Button size="sm" disabled={deciding} onClick={() => onDecide('approved')}>
              <Check aria-hidden="true" className="size-4" />
              Approve
            </Button>
          </div>
        ) : null}
        {card.removal && moderation ? (
          <Suspense fallback={null}>
            <moderation.ContentRemoval kind={card.removal.kind} contentId={card.id} removed={card.removal.removed} />
          </Suspense>
        ) : null}
      </footer>
    </StatusCard>
  );
}
