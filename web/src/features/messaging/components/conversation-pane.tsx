import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { Conversation } from '@/features/messaging/api/messaging-schemas';
import { Composer } from '@/features/messaging/components/composer';
import { PresenceAvatar } from '@/features/messaging/components/conversation-list';
import { MessageThread } from '@/features/messaging/components/message-thread';
import { messagingNs } from '@/features/messaging/i18n';
import { useMessaging } from '@/features/messaging/lib/use-messaging';
import { roleLine } from '@/lib/member-summary';

/** One open conversation: who, the messages, and the composer (or why there is none). */
export function ConversationPane({ conversation, showBack }: { conversation: Conversation; showBack: boolean }) {
  const { t } = useTranslation(messagingNs);
  const { hub, isOnline, isTyping } = useMessaging();
  const { member } = conversation;
  const online = isOnline(member.id, conversation.online);
  const typing = isTyping(conversation.id);
  const role = roleLine(member);
  return (
    <section aria-labelledby={`conversation-${conversation.id}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-white/7 px-3 py-3 sm:px-5">
        {showBack ? (
          <Link
            to={paths.founder.inbox.getHref()}
            aria-label={t('back')}
            className="-ml-1 grid size-10 shrink-0 place-items-center rounded-full text-ink-200 hover:bg-white/6 focus-visible:outline-2 focus-visible:outline-gold-300"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Link>
        ) : null}
        <PresenceAvatar name={member.name} photoUrl={member.photoUrl} online={online} />
        <div className="min-w-0">
          <h2 id={`conversation-${conversation.id}`} className="truncate font-medium text-ivory">
            <Link to={paths.founder.member.getHref(member.id)} className="underline-offset-4 hover:text-gold-200 hover:underline">
              {member.name}
            </Link>
          </h2>
          <p aria-live="polite" className="truncate text-xs text-ink-300">
            {typing ? <span className="text-gold-300 italic">{t('typing')}</span> : online ? t('online') : role}
          </p>
        </div>
      </header>
      <MessageThread conversation={conversation} />
      {conversation.closed ? (
        <p className="border-t border-white/7 p-4 text-center text-sm text-ink-300">{t('pane.closed')}</p>
      ) : (
        <Composer
          recipient={member.name}
          ready={hub !== null}
          onSend={(body) => hub?.send(conversation.id, body)}
          onTyping={() => hub?.sendTyping(conversation.id)}
        />
      )}
    </section>
  );
}
