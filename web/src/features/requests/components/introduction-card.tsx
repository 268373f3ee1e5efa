import { Check, X } from 'lucide-react';
import { useState } from 'react';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useAnswerRequest } from '@/features/requests/api/answer-request';
import type { Introduction } from '@/features/requests/api/requests-schemas';
import { formatDate } from '@/lib/format-time';

type IntroductionCardProps = { introduction: Introduction; onAnswered: (message: string, connected: boolean) => void };

/** An investor who liked my startup and asks for an introduction: Accept (we connect) or Decline. */
export function IntroductionCard({ introduction, onAnswered }: IntroductionCardProps) {
  const answer = useAnswerRequest();
  const [failed, setFailed] = useState<string | null>(null);
  const { investor } = introduction;
  const role = [investor.title, investor.company].filter(Boolean).join(' at ');
  const answering = answer.isPending ? answer.variables.answer : null;

  const reply = (choice: 'accept' | 'decline') => {
    setFailed(null);
    // The promise, not mutate's callbacks: those are dropped once the answered card leaves the section.
    answer.mutateAsync({ kind: 'introductions', id: introduction.id, answer: choice }).then(
      () => onAnswered(choice === 'accept' ? `✅ You and ${investor.name} are now connected.` : `You declined ${investor.name}'s introduction.`, choice === 'accept'),
      () => setFailed(`❌ Could not ${choice} the introduction. Please try again.`),
    );
  };

  return (
    <article aria-label={`Introduction from ${investor.name}`} className="flex flex-col gap-3 rounded-2xl border border-gold-400/20 bg-ink-900/70 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <Avatar name={investor.name} photoUrl={investor.photoUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-[0.14em] text-gold-400 uppercase">Investor introduction</p>
          <h3 className="truncate text-base font-semibold text-ivory">{investor.name}</h3>
          {role ? <p className="truncate text-sm text-ink-200">{role}</p> : null}
        </div>
      </div>
      {introduction.message ? (
        <blockquote className="rounded-xl border border-white/6 bg-ink-950/40 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink-100">{introduction.message}</blockquote>
      ) : null}
      <p className="text-xs text-ink-500">
        Received <time dateTime={introduction.createdAt}>{formatDate(introduction.createdAt)}</time>
      </p>
      {failed ? (
        <div role="alert">
          <Notice tone="error">{failed}</Notice>
        </div>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" className="flex-1 sm:flex-none" onClick={() => reply('accept')} disabled={answering !== null} aria-label={`Accept ${investor.name}`}>
          <Check aria-hidden="true" className="size-4" />
          {answering === 'accept' ? 'Accepting…' : 'Accept'}
        </Button>
        <Button size="sm" variant="secondary" className="flex-1 sm:flex-none" onClick={() => reply('decline')} disabled={answering !== null} aria-label={`Decline ${investor.name}`}>
          <X aria-hidden="true" className="size-4" />
          {answering === 'decline' ? 'Declining…' : 'Decline'}
        </Button>
      </div>
    </article>
  );
}
