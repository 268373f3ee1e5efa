import { Check, Clock, Mail, X } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LazyNoteDialog, prefetchNoteDialog } from '@/components/ui/lazy-note-dialog';
import { contactMessageMaxLength, useContactFounder } from '@/features/investing/api/contact-founder';
import type { Introduction, LikedStartup } from '@/features/investing/api/investing-schemas';
import { investingNs } from '@/features/investing/i18n';
import { formatDate } from '@/lib/format-time';

/** Each status's words are `introduction.<status>` in the investing catalogue. */
const introductionMarks: Record<Introduction['status'], { icon: typeof Check; className: string }> = {
  pending: { icon: Clock, className: 'border-gold-400/30 bg-gold-400/10 text-gold-200' },
  accepted: { icon: Check, className: 'border-emerald-400/30 bg-emerald-400/10 text-emerald-200' },
  declined: { icon: X, className: 'border-rose-400/30 bg-rose-400/10 text-rose-200' },
};

function IntroductionMark({ introduction }: { introduction: Introduction }) {
  const { t } = useTranslation(investingNs);
  const { icon: Icon, className } = introductionMarks[introduction.status];
  return (
    <p className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-xs font-medium ${className}`}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`introduction.${introduction.status}`)}
    </p>
  );
}

/** A startup I liked: when, and Contact to ask its founder for an introduction (then how they answered). */
export function LikedStartupCard({ startup, onContacted }: { startup: LikedStartup; onContacted: (startup: LikedStartup) => void }) {
  const { t } = useTranslation(investingNs);
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
            <Trans t={t} i18nKey="liked.likedOn" values={{ date: formatDate(startup.likedDate) }} components={{ time: <time dateTime={startup.likedDate} /> }} />
          </p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {startup.introduction ? <IntroductionMark introduction={startup.introduction} /> : null}
        {startup.introduction === null || startup.introduction.status === 'declined' ? (
          <Button size="sm" onClick={() => setContacting(true)} {...prefetchNoteDialog} aria-label={t('liked.contactName', { name: startup.founderName })}>
            <Mail aria-hidden="true" className="size-4" />
            {t('liked.contact')}
          </Button>
        ) : null}
      </div>
      {contacting ? (
        <LazyNoteDialog
          title={t('liked.contactName', { name: startup.founderName })}
          description={
            startup.startupName
              ? t('liked.contactDescriptionStartup', { startup: startup.startupName, name: startup.founderName })
              : t('liked.contactDescription', { name: startup.founderName })
          }
          label={t('liked.message')}
          maxLength={contactMessageMaxLength}
          confirmLabel={t('liked.requestIntroduction')}
          pendingLabel={t('liked.sending')}
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
