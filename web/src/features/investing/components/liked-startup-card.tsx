import { Check, Clock, Mail, X } from 'lucide-react';
import { useState } from 'react';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LazyNoteDialog, prefetchNoteDialog } from '@/components/ui/lazy-note-dialog';
import { contactMessageMaxLength, useContactFounder } from '@/features/investing/api/contact-founder';
import type { Introduction, LikedStartup } from '@/features/investing/api/investing-schemas';
import { formatDate } from '@/lib/format-time';

const introductionMarks: Record<Introduction['status'], { text: string; icon: typeof Check; className: string }> = {
  pending: { text: 'Introduction requested', icon: Clock, className: 'border-gold-400/30 bg-gold-400/10 text-gold-200' },
  accepted: { text: 'Accepted', icon: Check, className: 'border-emerald-400/30 bg-emerald-400/10 text-emerald-200' },
  declined: { text: 'Declined', icon: X, className: 'border-rose-400/30 bg-rose-400/10 text-rose-200' },
};

function IntroductionMark({ introduction }: { introduction: Introduction }) {
  const { text, icon: Icon, className } = introductionMarks[introduction.status];
  return (
    <p className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-xs font-medium ${className}`}>
      <Icon aria-hidden="true" className="size-3.5" />
      {introduction.status === 'pending' ? text : `Introduction ${text.toLowerCase()}`}
    </p>
  );
}

/** A startup I liked: when, and Contact to ask its founder for an introduction (then how they answered). */
export function LikedStartupCard({ startup, onContacted }: { startup: LikedStartup; onContacted: (startup: LikedStartup) => void }) {
  const contact = useContactFounder();
  const [contacting, setContacting] = useState(false);
  const facts = [startup.industry, startup.stage].filter(Boolean);
  const title = startup.startupName || startup.founderName;

  return (
    <article aria-label={title} className="flex h-full flex-col gap-4 rounded-2xl border border-white/8 bg-ink-900/70 p-4 sm:p-5">
      <div className="flex items-start gap-3 sm:gap-4">
        <Avatar name={startup.founderName} photoUrl={null} size="md" className="max-sm:size-12 max-sm:text-base" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-ivory">{title}</h3>
          {startup.startupName ? <p className="truncate text-sm text-ink-200">{startup.founderName}</p> : null}
          {facts.length > 0 ? <p className="truncate text-xs text-ink-300">{facts.join(' · ')}</p> : null}
          <p className="mt-1 text-xs text-ink-500">
            Liked <time dateTime={startup.likedDate}>{formatDate(startup.likedDate)}</time>
          </p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {startup.introduction ? <IntroductionMark introduction={startup.introduction} /> : null}
        {startup.introduction === null || startup.introduction.status === 'declined' ? (
          <Button size="sm" onClick={() => setContacting(true)} {...prefetchNoteDialog} aria-label={`Contact ${startup.founderName}`}>
            <Mail aria-hidden="true" className="size-4" />
            Contact
          </Button>
        ) : null}
      </div>
      {contacting ? (
        <LazyNoteDialog
          title={`Contact ${startup.founderName}`}
          description={`Ask for an introduction${startup.startupName ? ` to ${startup.startupName}` : ''}. If ${startup.founderName} accepts, you are connected and can message each other.`}
          label="Message"
          maxLength={contactMessageMaxLength}
          confirmLabel="Request introduction"
          pendingLabel="Sending…"
          icon={Mail}
          submit={(message) =>
            contact.mutateAsync({ founderId: startup.founderId, message }).then(() => {
              setContacting(false);
              onContacted(startup);
            })
          }
          onClose={() => setContacting(false)}
        />
      ) : null}
    </article>
  );
}
