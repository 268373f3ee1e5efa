import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useAnswerRequest } from '@/features/requests/api/answer-request';
import type { Introduction } from '@/features/requests/api/requests-schemas';
import { requestsNs } from '@/features/requests/i18n';
import { formatDate } from '@/lib/format-time';

type IntroductionCardProps = { introduction: Introduction; onAnswered: (message: string, connected: boolean) => void };

/** An investor who liked my startup and asks for an introduction: Accept (we connect) or Decline. */
export function IntroductionCard({ introduction, onAnswered }: IntroductionCardProps) {
  const { t } = useTranslation(requestsNs);
  const answer = useAnswerRequest();
  const [failed, setFailed] = useState<string | null>(null);
  const { investor } = introduction;
  const role = investor.title && investor.company ? t('titleAtCompany', { title: investor.title, company: investor.company }) : investor.title || investor.company;
  const answering = answer.isPending ? answer.variables.answer : null;

  const reply = (choice: 'accept' | 'decline') => {
    setFailed(null);
    // The promise, not mutate's callbacks: those are dropped once the answered card leaves the section.
    answer.mutateAsync({ kind: 'introductions', id: introduction.id, answer: choice }).then(
      () => onAnswered(choice === 'accept' ? t('connected', { name: investor.name }) : t('introduction.declined', { name: investor.name }), choice === 'accept'),
      () => setFailed(t(`introduction.${choice}Failed`)),
    );
  };

  return (
    <article aria-label={t('introduction.from', { name: investor.name })} className="flex flex-col gap-3 rounded-2xl border border-gold-400/20 bg-ink-900/70 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <Avatar name={investor.name} photoUrl={investor.photoUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-[0.14em] text-gold-400 uppercase">{t('introduction.eyebrow')}</p>
          <h3 className="truncate text-base font-semibold text-ivory">{investor.name}</h3>
          {role ? <p className="truncate text-sm text-ink-200">{role}</p> : null}
        </div>
      </div>
      {introduction.message ? (
        <blockquote className="rounded-xl border border-white/6 bg-ink-950/40 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink-100">{introduction.message}</blockquote>
      ) : null}
      <p className="text-xs text-ink-500">
        <Trans t={t} i18nKey="received" values={{ date: formatDate(introduction.createdAt) }} components={{ time: <time dateTime={introduction.createdAt} /> }} />
      </p>
      {failed ? (
        <div role="alert">
          <Notice tone="error">{failed}</Notice>
        </div>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" className="flex-1 sm:flex-none" onClick={() => reply('accept')} disabled={answering !== null} aria-label={t('introduction.acceptName', { name: investor.name })}>
          <Check aria-hidden="true" className="size-4" />
          {answering === 'accept' ? t('introduction.accepting') : t('introduction.accept')}
        </Button>
        <Button size="sm" variant="secondary" className="flex-1 sm:flex-none" onClick={() => reply('decline')} disabled={answering !== null} aria-label={t('introduction.declineName', { name: investor.name })}>
          <X aria-hidden="true" className="size-4" />
          {answering === 'decline' ? t('introduction.declining') : t('introduction.decline')}
        </Button>
      </div>
    </article>
  );
}
