import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Notice } from '@/components/ui/notice';
import { SettingsSection } from '@/components/ui/settings-section';
import { useMyInvitations, useSendInvitation, useWithdrawInvitation, type SentInvitation } from '@/features/waitlist/api/my-invitations';
import { waitlistNs } from '@/features/waitlist/i18n';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-time';

const inputClass = 'h-11 rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-ivory focus:border-gold-400';

function InvitationRow({ invitation }: { invitation: SentInvitation }) {
  const { t } = useTranslation(waitlistNs);
  const withdraw = useWithdrawInvitation();
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-all text-ivory">
          {invitation.email} · <span className="text-gold-200">{t(`invitations.status.${invitation.status}`)}</span>
        </p>
        <p className="text-sm text-ink-300">{t('invitations.sentOn', { date: formatDate(invitation.createdAt) })}</p>
      </div>
      {invitation.status === 'pending' ? (
        <Button variant="secondary" size="sm" className="w-fit" disabled={withdraw.isPending} onClick={() => withdraw.mutate(invitation.id)}>
          {withdraw.isPending ? t('invitations.withdrawing') : t('invitations.withdraw')}
        </Button>
      ) : null}
    </li>
  );
}

function InviteForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation(waitlistNs);
  const id = useId();
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendInvitation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setError(t('invitations.emailNeeded'));
    setError(null);
    send.mutate(
      { email: address, note: note.trim() === '' ? null : note.trim() },
      {
        onSuccess: () => (setSentTo(address), setEmail(''), setNote('')),
        onError: (failure) => setError(failure instanceof ApiError && failure.status !== 500 ? t(`invitations.refused.${failure.code}`, { defaultValue: failure.message }) : t('invitations.failed')),
      },
    );
  };

  return (
    <form aria-label={t('invitations.formTitle')} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm text-ink-200">
          {t('invitations.email')}
        </label>
        <input id={`${id}-email`} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={error ? true : undefined} className={inputClass} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm text-ink-200">
          {t('invitations.note')}
        </label>
        <textarea id={`${id}-note`} maxLength={500} rows={2} value={note} onChange={(e) => setNote(e.target.value)} className={`${inputClass} h-auto py-2`} />
      </div>
      {error ? (
        <div role="alert">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      {sentTo ? (
        <div role="status">
          <Notice tone="success">{t('invitations.sent', { email: sentTo })}</Notice>
        </div>
      ) : null}
      <Button type="submit" className="w-fit" disabled={disabled || send.isPending}>
        <Send aria-hidden="true" className="size-4" />
        {send.isPending ? t('invitations.sending') : t('invitations.send')}
      </Button>
    </form>
  );
}

/**
 * /settings' "Invite someone": a member invites people to apply by e-mail, a few a month (more when
 * verified), follows each invitation and withdraws a pending one (docs/invitations.md).
 */
export function InvitationsSection() {
  const { t } = useTranslation(waitlistNs);
  const invitations = useMyInvitations();

  const body = () => {
    if (invitations.isError) return <LoadFailed what={t('invitations.loadWhat')} onRetry={() => void invitations.refetch()} />;
    if (!invitations.data) return <div aria-busy="true" aria-label={t('invitations.loading')} className="h-24 animate-pulse rounded-2xl bg-ink-950/40" />;
    const { left, limit, items } = invitations.data;
    return (
      <>
        <p className="text-sm text-gold-200">{t('invitations.left', { count: left, limit })}</p>
        <InviteForm disabled={left === 0} />
        {items.length > 0 ? (
          <ul aria-label={t('invitations.sentList')} className="divide-y divide-white/7">
            {items.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        ) : null}
      </>
    );
  };

  return (
    <SettingsSection id="invitations" icon={Send} title={t('invitations.title')} intro={t('invitations.intro')}>
      {body()}
    </SettingsSection>
  );
}
