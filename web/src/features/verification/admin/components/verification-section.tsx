import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';

import { DismissibleNotice } from '@/components/admin/dismissible-notice';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { useDecideVerificationStep, type StepDecision } from '@/features/verification/admin/api/decide-verification-step';
import { useVerificationReviews, type VerificationReview } from '@/features/verification/admin/api/get-verification-reviews';
import { RejectStepDialog } from '@/features/verification/admin/components/reject-step-dialog';
import { VerificationReviewCard } from '@/features/verification/admin/components/verification-review-card';
import { reviewedStepNouns } from '@/features/verification/admin/lib/verification-review';
import { failureText } from '@/lib/admin/server-field-errors';

// A step sent again is another revision, and another card: nothing of the one shown before carries over.
const keyOf = (review: Pick<VerificationReview, 'memberId' | 'step' | 'revision'>) => `${review.memberId}:${review.step}:${review.revision}`;
const whatOf = (review: VerificationReview) => `${review.name}’s ${reviewedStepNouns[review.step]}`;

/**
 * /admin?section=verification: the members' LinkedIn, company, identity and video steps waiting
 * for an administrator, oldest first; Approve marks one completed, Reject fails it with a reason
 * the member sees (docs/verification.md). Every decision is in the audit log.
 */
export function VerificationSection() {
  const reviews = useVerificationReviews();
  const decide = useDecideVerificationStep();
  const [rejecting, setRejecting] = useState<VerificationReview | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const send = (review: VerificationReview, decision: Omit<StepDecision, 'memberId' | 'step' | 'revision'>) => {
    setNotice(null);
    decide.mutate(
      // The revision shown is the one decided: the server refuses it once the member has sent the step again.
      { memberId: review.memberId, step: review.step, revision: review.revision, ...decision },
      {
        onSuccess: () => {
          setRejecting(null);
          setNotice(`✅ ${decision.status === 'completed' ? 'Approved' : 'Rejected'}: ${whatOf(review)}.`);
        },
        onError: (error) => {
          if (!rejecting) setNotice(`❌ ${failureText(error)}`);
        },
      },
    );
  };
  const decidingKey = decide.isPending ? keyOf(decide.variables) : null;
  const list = reviews.data;

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-300">{list ? `${list.length} ${list.length === 1 ? 'step waits' : 'steps wait'} for review` : null}</p>
      <DismissibleNotice message={notice} onDismiss={() => setNotice(null)} />

      {reviews.isPending ? (
        <p aria-busy="true" className="py-10 text-center text-ink-300">
          Loading the steps waiting for review…
        </p>
      ) : null}
      {reviews.isError && !list ? <LoadFailed what="verification steps" message="The verification steps could not be loaded. Please try again." onRetry={() => void reviews.refetch()} /> : null}
      {list && list.length === 0 ? (
        <EmptyState icon={BadgeCheck} title="Nothing waits for review.">
          LinkedIn profiles, company details, identity documents and video calls that members send show here.
        </EmptyState>
      ) : null}
      {list && list.length > 0 ? (
        <ul aria-label="Waiting for review" aria-busy={reviews.isFetching} className="grid gap-4 xl:grid-cols-2">
          {list.map((review) => (
            <li key={keyOf(review)} className="flex flex-col [&>article]:flex-1">
              <VerificationReviewCard
                review={review}
                deciding={decidingKey === keyOf(review)}
                onApprove={() => send(review, { status: 'completed' })}
                onReject={() => {
                  decide.reset();
                  setRejecting(review);
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {rejecting ? (
        <RejectStepDialog
          what={whatOf(rejecting)}
          pending={decide.isPending}
          error={decide.isError ? `❌ ${failureText(decide.error)}` : null}
          onReject={(reason) => send(rejecting, { status: 'failed', reason })}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </div>
  );
}
