import { CalendarClock, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import type { Mentee } from '@/features/mentorship/api/mentorship-schemas';
import { useUpdateMentee, type MenteeChange } from '@/features/mentorship/api/update-mentee';
import { NextMeetingEditor } from '@/features/mentorship/components/next-meeting-editor';
import { ProgressEditor } from '@/features/mentorship/components/progress-editor';
import { mentorshipNs } from '@/features/mentorship/i18n';
import { formatDateTime } from '@/lib/format-time';

/** A founder I mentor: the next meeting (in IST) and progress, both editable, and our conversation. */
export function MenteeCard({ mentee }: { mentee: Mentee }) {
  const { t } = useTranslation(mentorshipNs);
  const update = useUpdateMentee();
  const [editingMeeting, setEditingMeeting] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const facts = [mentee.industry, mentee.stage].filter(Boolean);
  const savingWhat = update.isPending ? ('progress' in update.variables ? 'progress' : 'meeting') : null;

  const save = (change: Omit<MenteeChange, 'id'>, what: 'progress' | 'meeting', onSaved?: () => void) => {
    setFailed(null);
    update.mutate({ id: mentee.id, ...change }, { onSuccess: onSaved, onError: () => setFailed(t(`mentee.saveFailed.${what}`)) });
  };

  return (
    <article aria-label={mentee.founderName} className="flex h-full flex-col gap-4 rounded-2xl border border-white/8 bg-ink-900/70 p-4 sm:p-5">
      <div className="flex items-start gap-3 sm:gap-4">
        <Avatar name={mentee.founderName} photoUrl={null} size="md" className="max-sm:size-12 max-sm:text-base" />
        <div className="min-w-0 flex-1">
          <h3 className="text-base leading-snug font-semibold break-words text-ivory">{mentee.founderName}</h3>
          {mentee.startupName ? <p className="truncate text-sm text-gold-200">{mentee.startupName}</p> : null}
          {facts.length > 0 ? <p className="truncate text-xs text-ink-300">{facts.join(' · ')}</p> : null}
        </div>
        <Link
          to={paths.founder.conversation.getHref(mentee.conversationId)}
          aria-label={t('mentee.messageName', { name: mentee.founderName })}
          className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-gold-400/40 px-3 text-xs font-medium text-gold-200 transition-colors hover:border-gold-300 hover:bg-gold-400/10"
        >
          <MessageSquare aria-hidden="true" className="size-3.5" />
          <span className="max-sm:sr-only">{t('mentee.message')}</span>
        </Link>
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-2 text-sm text-ink-100">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
            <span className="sr-only">{t('mentee.nextMeeting')} </span>
            {mentee.nextMeeting ? <time dateTime={mentee.nextMeeting}>{formatDateTime(mentee.nextMeeting)}</time> : <span className="text-ink-300">{t('mentee.noMeeting')}</span>}
          </p>
          {editingMeeting ? null : (
            <Button variant="ghost" size="sm" className="shrink-0" onClick={() => setEditingMeeting(true)}>
              {mentee.nextMeeting ? t('mentee.changeMeeting') : t('mentee.setMeeting')}
            </Button>
          )}
        </div>
        {editingMeeting ? (
          <NextMeetingEditor
            current={mentee.nextMeeting}
            saving={savingWhat === 'meeting'}
            onSave={(nextMeeting) => save({ nextMeeting }, 'meeting', () => setEditingMeeting(false))}
            onCancel={() => setEditingMeeting(false)}
          />
        ) : null}
      </div>

      <ProgressEditor founderName={mentee.founderName} progress={mentee.progress} saving={savingWhat === 'progress'} onSave={(progress) => save({ progress }, 'progress')} />
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-white/8">
        <div className="h-full rounded-full bg-linear-to-r from-gold-500 to-gold-300" style={{ width: `${mentee.progress}%` }} />
      </div>

      {failed ? (
        <div role="alert">
          <Notice tone="error">{failed}</Notice>
        </div>
      ) : null}
    </article>
  );
}
