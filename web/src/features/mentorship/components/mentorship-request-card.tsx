import { MapPin } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';

import { AcceptDecline } from '@/components/ui/accept-decline';
import { Avatar } from '@/components/ui/avatar';
import { useAcceptMentorshipRequest } from '@/features/mentorship/api/accept-mentorship-request';
import { declineNoteMaxLength, useDeclineMentorshipRequest } from '@/features/mentorship/api/decline-mentorship-request';
import type { Mentee, MentorshipRequest } from '@/features/mentorship/api/mentorship-schemas';
import { mentorshipNs } from '@/features/mentorship/i18n';
import { formatDate } from '@/lib/format-time';

type MentorshipRequestCardProps = {
  request: MentorshipRequest;
  onAccepted: (mentee: Mentee) => void;
  onDeclined: (request: MentorshipRequest) => void;
};

/** A founder asking me to mentor them: who, which startup, what they ask; Accept or Decline (with a note). */
export function MentorshipRequestCard({ request, onAccepted, onDeclined }: MentorshipRequestCardProps) {
  const { t } = useTranslation(mentorshipNs);
  const accept = useAcceptMentorshipRequest();
  const decline = useDeclineMentorshipRequest();
  const facts = [request.industry, request.stage].filter(Boolean);

  return (
    <article aria-label={request.founderName} className="flex h-full flex-col gap-4 rounded-2xl border border-white/8 bg-ink-900/70 p-4 sm:p-5">
      <div className="flex items-start gap-3 sm:gap-4">
        <Avatar name={request.founderName} photoUrl={request.photoUrl} size="md" className="max-sm:size-12 max-sm:text-base" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-ivory">{request.founderName}</h3>
          {request.startupName ? <p className="truncate text-sm text-gold-200">{request.startupName}</p> : null}
          {facts.length > 0 ? <p className="truncate text-xs text-ink-300">{facts.join(' · ')}</p> : null}
          {request.location ? (
            <p className="mt-0.5 flex items-center gap-1.5 truncate text-xs text-ink-300">
              <MapPin aria-hidden="true" className="size-3 shrink-0 text-gold-400" />
              <span className="truncate">{request.location}</span>
            </p>
          ) : null}
        </div>
      </div>
      <blockquote className="rounded-xl border border-white/6 bg-ink-950/40 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink-100">{request.request}</blockquote>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-500">
        {request.experience !== null ? <span>{t('request.experience', { count: request.experience })}</span> : null}
        <span>
          <Trans t={t} i18nKey="request.received" values={{ date: formatDate(request.receivedAt) }} components={{ time: <time dateTime={request.receivedAt} /> }} />
        </span>
      </p>
      <AcceptDecline
        name={request.founderName}
        accept={() => accept.mutateAsync(request.id).then(onAccepted)}
        accepting={accept.isPending}
        failure={t('request.acceptFailed')}
        declineDescription={t('request.declineDescription')}
        noteMaxLength={declineNoteMaxLength}
        decline={(note) => decline.mutateAsync({ id: request.id, note }).then(() => onDeclined(request))}
      />
    </article>
  );
}
