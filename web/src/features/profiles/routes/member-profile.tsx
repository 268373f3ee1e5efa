import { MessageSquare, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { paths } from '@/config/paths';
import { useMember } from '@/features/profiles/api/get-member';
import { KindSectionsView } from '@/features/profiles/components/kind-sections-view';
import { ProfileSections } from '@/features/profiles/components/profile-sections';
import { profileNs } from '@/features/profiles/i18n';
import { ApiError } from '@/lib/api-client';
import { formatRelativeTime } from '@/lib/format-time';

/** /members/:id: another member's profile, read-only; the server records the view. */
export function MemberProfileRoute() {
  const { t } = useTranslation(profileNs);
  const { memberId = '' } = useParams();
  const member = useMember(memberId);

  if (member.error instanceof ApiError && member.error.status === 404) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <EmptyState icon={UserX} title={t('member.notAvailable')}>
          <p>{t('member.notAvailableText')}</p>
          <ButtonLink to={paths.founder.connections.getHref()} variant="secondary">
            {t('member.back')}
          </ButtonLink>
        </EmptyState>
      </div>
    );
  }
  if (member.isError) return <LoadFailed what={t('member.loadWhat')} onRetry={() => void member.refetch()} />;
  if (!member.data) return <div aria-busy="true" aria-label={t('loading')} className="mx-auto h-96 w-full max-w-3xl animate-pulse rounded-3xl bg-ink-900/70" />;

  const m = member.data;
  const name = [m.firstName, m.lastName].filter(Boolean).join(' ') || t('member.someone');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <title>{`${name} · Sangam`}</title>
      <header className="flex flex-col gap-4 rounded-3xl border border-white/8 bg-ink-900/70 p-5 sm:flex-row sm:items-center sm:p-6">
        <div className="relative w-fit">
          <Avatar name={name} photoUrl={m.photoUrl} size="lg" />
          {m.isOnline ? <span aria-hidden="true" className="absolute right-1 bottom-1 size-4 rounded-full border-2 border-ink-900 bg-emerald-400" /> : null}
        </div>
        <div className="min-w-0 flex-1">
          {m.memberRole ? <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">{m.memberRole}</p> : null}
          <div>
            <h1 className="inline font-display text-3xl break-words text-ivory">{name}</h1>
            {m.verified ? <VerifiedBadge className="ml-2" /> : null}
          </div>
          <p className="text-ink-300">{[m.title, m.company].filter(Boolean).join(' · ')}</p>
          <p className="text-sm text-ink-300">
            {m.isOnline ? t('member.online') : m.lastSeenAt ? t('member.lastSeen', { when: formatRelativeTime(m.lastSeenAt) }) : null}
          </p>
        </div>
        {m.connected && m.conversationId ? (
          <ButtonLink to={paths.founder.conversation.getHref(m.conversationId)}>
            <MessageSquare aria-hidden="true" className="size-4" />
            {t('member.message')}
          </ButtonLink>
        ) : null}
      </header>
      <ProfileSections profile={m} />
      <KindSectionsView sections={m} />
    </div>
  );
}
