import { Check, ExternalLink, X } from 'lucide-react';
import { useState } from 'react';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LazyNoteDialog, prefetchNoteDialog } from '@/components/ui/lazy-note-dialog';
import { Notice } from '@/components/ui/notice';
import { declineNoteMaxLength, useAnswerRequest } from '@/features/requests/api/answer-request';
import type { ReceivedApplication } from '@/features/requests/api/requests-schemas';
import { formatDate } from '@/lib/format-time';

type ApplicationRequestCardProps = { application: ReceivedApplication; onAnswered: (message: string, connected: boolean) => void };

/** A founder who wants me as a cofounder: who, their message; Accept (we connect) or Decline (with a note). */
export function ApplicationRequestCard({ application, onAnswered }: ApplicationRequestCardProps) {
  const answer = useAnswerRequest();
  const [declining, setDeclining] = useState(false);
  const [failed, setFailed] = useState(false);
  const { from } = application;
  const role = [from.title, from.company].filter(Boolean).join(' at ');
  const facts = [from.industry, from.stage, from.location].filter(Boolean);

  const accept = () => {
    setFailed(false);
    // The promise, not mutate's callbacks: those are dropped once the answered card leaves the section.
    answer.mutateAsync({ kind: 'applications', id: application.id, answer: 'accept' }).then(
      () => onAnswered(`✅ You and ${from.name} are now connected.`, true),
      () => setFailed(true),
    );
  };

  return (
    <article aria-label={`Cofounder application from ${from.name}`} className="flex flex-col gap-3 rounded-2xl border border-gold-400/20 bg-ink-900/70 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <Avatar name={from.name} photoUrl={from.photoUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-[0.14em] text-gold-400 uppercase">Cofounder application</p>
          <h3 className="truncate text-base font-semibold text-ivory">{from.name}</h3>
          {role ? <p className="truncate text-sm text-ink-200">{role}</p> : null}
          {facts.length > 0 ? <p className="truncate text-xs text-ink-300">{facts.join(' · ')}</p> : null}
        </div>
      </div>
      <blockquote className="rounded-xl border border-white/6 bg-ink-950/40 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink-100">{application.message}</blockquote>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-500">
        <span>
          Received <time dateTime={application.receivedAt}>{formatDate(application.receivedAt)}</time>
        </span>
        {application.pitchDeckLink ? (
          <a href={application.pitchDeckLink} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-gold-200 hover:underline">
            <ExternalLink aria-hidden="true" className="size-3" />
            Pitch deck
          </a>
        ) : null}
      </div>
      {failed ? (
        <div role="alert">
          <Notice tone="error">❌ Could not accept the application. Please try again.</Notice>
        </div>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" className="flex-1 sm:flex-none" onClick={accept} disabled={answer.isPending} aria-label={`Accept ${from.name}`}>
          <Check aria-hidden="true" className="size-4" />
          {answer.isPending ? 'Accepting…' : 'Accept'}
        </Button>
        <Button size="sm" variant="secondary" className="flex-1 sm:flex-none" onClick={() => setDeclining(true)} {...prefetchNoteDialog} disabled={answer.isPending} aria-label={`Decline ${from.name}`}>
          <X aria-hidden="true" className="size-4" />
          Decline
        </Button>
      </div>
      {declining ? (
        <LazyNoteDialog
          title={`Decline ${from.name}?`}
          description="They are told you declined. A short note helps them."
          label="Note"
          maxLength={declineNoteMaxLength}
          confirmLabel="Decline"
          pendingLabel="Declining…"
          icon={X}
          submit={(note) =>
            answer.mutateAsync({ kind: 'applications', id: application.id, answer: 'decline', note }).then(() => onAnswered(`You declined ${from.name}'s application.`, false))
          }
          onClose={() => setDeclining(false)}
        />
      ) : null}
    </article>
  );
}
