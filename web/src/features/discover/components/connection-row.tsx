import { MapPin, MessageSquare } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import type { Connection } from '@/features/discover/api/get-connections';
import { MemberSafetyActions } from '@/features/discover/components/member-safety-actions';
import { discoverNs } from '@/features/discover/i18n';
import { formatDate } from '@/lib/format-time';
import { roleLine } from '@/lib/member-summary';

export function ConnectionRow({ connection, onBlocked }: { connection: Connection; onBlocked: () => void }) {
  const { t } = useTranslation(discoverNs);
  const { member } = connection;
  const role = roleLine(member);
  const facts = [member.industry, member.location].filter(Boolean);
  return (
    <article aria-label={member.name} className="flex items-start gap-3 rounded-2xl border border-white/8 bg-ink-900/70 p-4 transition-colors hover:border-gold-400/25 sm:gap-4 sm:p-5">
      <Avatar name={member.name} photoUrl={member.photoUrl} size="md" className="max-sm:size-12 max-sm:text-base" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold text-ivory">
          <Link to={paths.founder.member.getHref(member.id)} className="underline-offset-4 hover:text-gold-200 hover:underline">
            {member.name}
          </Link>
        </h2>
        {role ? <p className="truncate text-sm text-ink-200">{role}</p> : null}
        {facts.length > 0 ? (
          <p className="mt-0.5 flex items-center gap-1.5 truncate text-xs text-ink-300">
            {member.location ? <MapPin aria-hidden="true" className="size-3 shrink-0 text-gold-400" /> : null}
            <span className="truncate">{facts.join(' · ')}</span>
          </p>
        ) : null}
        <p className="mt-1.5 text-xs text-ink-500">
          <Trans
            t={t}
            i18nKey="connections.connectedOn"
            values={{ date: formatDate(connection.connectedAt) }}
            components={{ time: <time dateTime={connection.connectedAt} /> }}
          />
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center">
        <Link
          to={paths.founder.conversation.getHref(connection.id)}
          aria-label={t('connections.messageMember', { name: member.name })}
          className="inline-flex h-9 items-center gap-1.5 rounded-full border border-gold-400/40 px-3 text-xs font-medium text-gold-200 transition-colors hover:border-gold-300 hover:bg-gold-400/10"
        >
          <MessageSquare aria-hidden="true" className="size-3.5" />
          <span className="max-sm:sr-only">{t('connections.message')}</span>
        </Link>
        <MemberSafetyActions member={member} onBlocked={onBlocked} />
      </div>
    </article>
  );
}
