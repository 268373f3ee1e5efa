import { Check, Download, ExternalLink, X } from 'lucide-react';

import { StatusCard } from '@/components/admin/status-card';
import { Button } from '@/components/ui/button';
import type { VerificationReview } from '@/features/verification/admin/api/get-verification-reviews';
import { reviewedStepLabels, sentFacts } from '@/features/verification/admin/lib/verification-review';
import { formatWhen } from '@/lib/admin/format-when';

type VerificationReviewCardProps = {
  review: VerificationReview;
  deciding: boolean;
  onApprove: () => void;
  onReject: () => void;
};

/** One step waiting for review: who, which step, what they sent, and Approve / Reject. */
export function VerificationReviewCard({ review, deciding, onApprove, onReject }: VerificationReviewCardProps) {
  const step = reviewedStepLabels[review.step];
  const { facts, body, links } = sentFacts(review);
  return (
    <StatusCard label={`${review.name}: ${step}`} status="pending">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-ivory">{review.name}</h3>
          <p className="mt-0.5 text-sm text-gold-200">{step}</p>
        </div>
        <span className="rounded-full border border-amber-400/40 bg-amber-400/12 px-2.5 py-0.5 text-xs font-semibold text-amber-200">Waiting</span>
      </header>

      {facts.length > 0 ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm">
          {facts.map((fact) => (
            <div key={fact.label} className="flex gap-2">
              <dt className="w-16 shrink-0 text-ink-500">{fact.label}</dt>
              <dd className="min-w-0 wrap-anywhere text-ink-200">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {body ? <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink-200">{body}</p> : null}

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-white/6 pt-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-500">
          <span>
            Sent <time dateTime={review.submittedAt}>{formatWhen(review.submittedAt)}</time>
          </span>
          {links.map((link) => (
            <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-gold-300 hover:text-gold-200">
              {link.label}
              {link.download ? <Download aria-hidden="true" className="size-3.5" /> : <ExternalLink aria-hidden="true" className="size-3.5" />}
            </a>
          ))}
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" disabled={deciding} onClick={onReject} aria-label={`Reject: ${review.name}, ${step}`} className="border-rose-400/40 text-rose-200 hover:border-rose-300 hover:text-rose-100">
            <X aria-hidden="true" className="size-4" />
            Reject
          </Button>
          <Button size="sm" disabled={deciding} onClick={onApprove} aria-label={`Approve: ${review.name}, ${step}`}>
            <Check aria-hidden="true" className="size-4" />
            Approve
          </Button>
        </div>
      </footer>
    </StatusCard>
  );
}
