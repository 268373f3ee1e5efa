import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import type { Conversation } from '@/features/messaging/api/messaging-schemas';
import { messagingNs } from '@/features/messaging/i18n';
import { formatMessageTime } from '@/features/messaging/lib/message-time';
import { useMessaging } from '@/features/messaging/lib/use-messaging';
import { cn } from '@/lib/cn';
import { roleLine } from '@/lib/member-summary';

/** A member's avatar with the green dot while they are online. */
export function PresenceAvatar({ name, photoUrl, online, size = 'sm' }: { name: string; photoUrl: string | null; online: boolean; size?: 'xs' | 'sm' }) {
  return (
    <span className="relative shrink-0">
      <Avatar name={name} photoUrl={photoUrl} size={size} />
      {online ? <span aria-hidden="true" className="absolute right-0 bottom-0 size-3 rounded-full bg-emerald-400 ring-2 ring-ink-900" /> : null}
    </span>
  );
}

function ConversationItem({ conversation, active }: { conversation: Conversation; active: boolean }) {
  const { t } = useTranslation(messagingNs);
  const { isOnline, isTyping } = useMessaging();
  const { member, lastMessage, unread } = conversation;
  const online = isOnline(member.id, conversation.online);
  const typing = isTyping(conversation.id);
  const role = roleLine(member);
  const mine = lastMessage !== null && lastMessage.senderId !== member.id;
  return (
    <Link
      to={paths.founder.conversation.getHref(conversation.id)}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-start gap-3 rounded-2xl px-3 py-3 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-300',
        active ? 'bg-gold-400/12' : 'hover:bg-white/5',
      )}
    >
      <PresenceAvatar name={member.name} photoUrl={member.photoUrl} online={online} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm text-ivory', unread > 0 ? 'font-semibold' : 'font-medium')}>{member.name}</span>
          {lastMessage ? (
            <time dateTime={lastMessage.sentAt} className="shrink-0 text-xs text-ink-500">
              {formatMessageTime(lastMessage.sentAt)}
            </time>
          ) : null}
        </span>
        {role ? <span className="block truncate text-xs text-ink-300">{role}</span> : null}
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', typing ? 'text-gold-300 italic' : unread > 0 ? 'text-ivory' : 'text-ink-300')}>
            {typing ? t('typing') : lastMessage ? (mine ? t('list.mine', { body: lastMessage.body }) : lastMessage.body) : t('list.sayHello')}
          </span>
          {unread > 0 ? (
            <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-gold-400 px-1.5 text-[0.7rem] font-semibold text-ink-950">
              {unread}
              <span className="sr-only"> {t('list.unread', { count: unread })}</span>
            </span>
          ) : null}
        </span>
        {online ? <span className="sr-only">{t('online')}</span> : null}
      </span>
    </Link>
  );
}

/** The conversations, newest activity first; each is a link, so the keyboard and deep links work alike. */
export function ConversationList({ conversations, activeId }: { conversations: readonly Conversation[]; activeId: string | undefined }) {
  const { t } = useTranslation(messagingNs);
  return (
    <ul aria-label={t('list.label')} className="flex flex-col gap-1">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationItem conversation={conversation} active={conversation.id === activeId} />
        </li>
      ))}
    </ul>
  );
}
