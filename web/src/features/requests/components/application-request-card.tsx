import { ExternalLink } from 'lucide-react';

import { AcceptDecline } from '@/components/ui/accept-decline';
import { Avatar } from '@/components/ui/avatar';
import { declineNoteMaxLength, useAnswerRequest } from '@/features/requests/api/answer-request';
import type { ReceivedApplication } from '@/features/requests/api/requests-schemas';
import { formatDate } from '@/lib/format-time';

type ApplicationRequestCardProps = { application: ReceivedApplication; onAnswered: (message: string, connected: boolean) => void };

/** A founder who wants me as a cofounder: who, their message; Accept (we connect) or Decline (with a note). */
export function ApplicationRequestCard({ application, onAnswered }: ApplicationRequestCardProps) {
  const answer = useAnswerRequest();
  const { from } = application;
  const role = [from.title, from.company].filter(Boolean).join(' at ');
  const facts = [from.industry, from.stage, from.location].filter(Boolean);

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
      <AcceptDecline
        name={from.name}
        accept={() =>
          answer.mutateAsync({ kind: 'applications', id: application.id, answer: 'accept' }).then(() => onAnswered(`✅ You and ${from.name} are now connected.`, true))
        }
        accepting={answer.isPending}
        failure="❌ Could not accept the application. Please try again."
        declineDescription="They are told you declined. A short note helps them."
        noteMaxLength={declineNoteMaxLength}
        decline={(note) =>
          answer.mutateAsync({ kind: 'applications', id: application.id, answer: 'decline', note }).then(() => onAnswered(`You declined ${from.name}'s application.`, false))
        }
        buttonClassName="sm:flex-none"
      />
    </article>
  );
}
