import { LoaderCircle, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/notice';
import { ScreenCard } from '@/components/ui/screen-card';

export type ChangeDetail = { label: string; value: string | null };

/**
 * loading: the link is being checked. ready: the change can be confirmed. confirming: it is being
 * applied. confirmed: done. closed: the link no longer works (or the change can no longer apply).
 * failed: something else went wrong; confirming (or loading) may be tried again.
 */
export type ChangeConfirmationPhase = 'loading' | 'ready' | 'confirming' | 'confirmed' | 'closed' | 'failed';

type ChangeConfirmationProps = {
  title: string;
  eyebrow: string;
  /** Plain words on what confirming does and what happens if nobody does. */
  explanation: ReactNode;
  /** The proposed details, once the link has been checked. */
  details?: readonly ChangeDetail[];
  phase: ChangeConfirmationPhase;
  /** The outcome in the SPEC's style: '✅ …' or '❌ …'. */
  message: string | null;
  onConfirm: () => void;
  /** Checks the link again after a failure to load it. */
  onRetry: () => void;
  /** Said under the message when the link no longer works. */
  closedNote?: ReactNode;
  /** Where to go from here (links), shown once nothing is left to confirm. */
  next: ReactNode;
};

const defaultClosedNote = 'Nothing was changed. To change your details, send the form again and we will e-mail you a new link.';

/** The page behind an e-mailed "confirm your changes" link: what would change, one button, and the outcome. */
export function ChangeConfirmation({
  title,
  eyebrow,
  explanation,
  details,
  phase,
  message,
  onConfirm,
  onRetry,
  closedNote = defaultClosedNote,
  next,
}: ChangeConfirmationProps) {
  const open = details !== undefined && (phase === 'ready' || phase === 'confirming' || phase === 'failed');
  const finished = phase === 'confirmed' || phase === 'closed';

  return (
    <ScreenCard title={title} eyebrow={eyebrow} icon={MailCheck} wide>
      {phase === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-300">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Checking your link...
        </p>
      ) : null}
      {open ? (
        <>
          <div className="flex flex-col gap-3 text-sm leading-relaxed text-ink-300 sm:text-base">{explanation}</div>
          <section aria-labelledby="proposed-details" className="flex flex-col gap-3">
            <h2 id="proposed-details" className="text-sm font-semibold tracking-wide text-gold-300">
              The new details
            </h2>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-2xl border border-ink-600 bg-ink-950/40 p-4 sm:grid-cols-[minmax(8rem,auto)_1fr] sm:p-5">
              {details.map(({ label, value }) => (
                <div key={label} className="contents">
                  <dt className="text-xs font-semibold tracking-wide text-ink-400 uppercase sm:pt-0.5">{label}</dt>
                  <dd className="-mt-2 text-sm break-words text-ivory sm:mt-0">{value ?? '—'}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      ) : null}
      <StatusMessage message={message} />
      {open ? (
        <Button size="lg" className="w-full sm:w-auto sm:self-start" disabled={phase === 'confirming'} onClick={onConfirm}>
          {phase === 'confirming' ? 'Confirming...' : 'Confirm changes'}
        </Button>
      ) : null}
      {phase === 'failed' && details === undefined ? (
        <Button variant="secondary" className="self-start" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
      {phase === 'closed' ? <p className="text-sm leading-relaxed text-ink-300">{closedNote}</p> : null}
      {finished ? <div className="flex flex-wrap gap-3">{next}</div> : null}
    </ScreenCard>
  );
}
