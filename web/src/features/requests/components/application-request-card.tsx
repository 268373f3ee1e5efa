import { ExternalLink } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';

import { AcceptDecline } from '@/components/ui/accept-decline';
import { Avatar } from '@/components/ui/avatar';
import { declineNoteMaxLength, useAnswerRequest } from '@/features/requests/api/answer-request';
import type { ReceivedApplication } from '@/features/requests/api/requests-schemas';
import { requestsNs } from '@/features/requests/i18n';
import { formatDate } from '@/lib/format-time';

type ApplicationRequestCardProps = { application: ReceivedApplication; onAnswered: (message: string, connected: boolean) => void };

/** A founder who wants me as a cofounder: who, their message; Accept (we connect) or Decline (with a note). */
export function ApplicationRequestCard({ application, onAnswered }: ApplicationRequestCardProps) {
  const { t } = useTranslation(requestsNs);
  const answer = useAnswerRequest();
  const { from } = application;
  const role = from.title && from.company ? t('titleAtCompany', { title: from.title, company: from.company }) : from.title || from.company;
  const facts = [from.industry, from.stage, from.location].filter(Boolean);

  return (
    <article aria-label={t('application.from', { name: from.name })} className="flex flex-col gap-3 rounded-2xl border border-gold-400/20 bg-ink-900/70 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <Avatar name={from.name} photoUrl={from.photoUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-[0.14em] text-gold-400 uppercase">{t('application.eyebrow')}</p>
          <h3 className="truncate text-base font-semibold text-ivory">{from.name}</h3>
          {role ? <p className="truncate text-sm text-ink-200">{role}</p> : null}
          {facts.length > 0 ? <p className="truncate text-xs text-ink-300">{facts.join(' · ')}</p> : null}
        </div>
      </div>
      <blockquote className="rounded-xl border border-white/6 bg-ink-950/40 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink-100">{application.message}</blockquote>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-500">
        <span>
          <Trans t={t} i18nKey="received" values={{ date: formatDate(application.receivedAt) }} components={{ time: <time dateTime={application.receivedAt} /> }} />
        </span>
        {application.pitchDeckLink ? (
          <a href={application.pitchDeckLink} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-gold-200 hover:underline">
            <ExternalLink aria-hidden="true" className="size-3" />
            {t('application.pitchDeck')}
          </a>
        ) : null}
      </div>
      <AcceptDecline
        name={from.name}
        accept={() =>
          answer.mutateAsync({ kind: 'applications', id: application.id, answer: 'accept' }).then(() => onAnswered(t('connected', { name: from.name }), true))
        }
        accepting={answer.isPending}
        failure={t('application.acceptFailed')}
        declineDescription={t('application.declineDescription')}
        noteMaxLength={declineNoteMaxLength}
        decline={(note) =>
          answer.mutateAsync({ kind: 'applications', id: application.id, answer: 'decline', note }).then(() => onAnswered(t('application.declined', { name: from.name }), false))
        }
        buttonClassName="sm:flex-none"
      />
    </article>
  );
}
