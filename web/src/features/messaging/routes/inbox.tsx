import { MessagesSquare, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { useConversations } from '@/features/messaging/api/get-conversations';
import { ConversationList } from '@/features/messaging/components/conversation-list';
import { ConversationPane } from '@/features/messaging/components/conversation-pane';
import { EmailSetting } from '@/features/messaging/components/email-setting';
import { messagingNs } from '@/features/messaging/i18n';
import { useMessaging } from '@/features/messaging/lib/use-messaging';
import { useMobileLayout } from '@/features/messaging/lib/use-mobile-layout';
import { cn } from '@/lib/cn';

function Placeholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <MessagesSquare aria-hidden="true" className="size-10 text-gold-300" strokeWidth={1.4} />
      <h2 className="font-display text-xl text-ivory">{title}</h2>
      <div className="max-w-xs text-sm text-ink-300">{children}</div>
    </div>
  );
}

/**
 * /inbox and /inbox/:conversationId (SPEC section 2, Messages): the list on the left, the open
 * conversation on the right; up to 768 px they are two screens with a way back.
 */
export function InboxRoute() {
  const { t } = useTranslation(messagingNs);
  const { conversationId } = useParams();
  const conversations = useConversations();
  const mobile = useMobileLayout();
  const { status } = useMessaging();
  const list = conversations.data ?? [];
  const open = conversationId === undefined ? undefined : list.find((conversation) => conversation.id === conversationId);
  const showList = !mobile || conversationId === undefined;
  const showConversation = !mobile || conversationId !== undefined;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <title>{open ? `${open.member.name} · ${t('title')} · Sangam` : `${t('title')} · Sangam`}</title>
      {/* A phone shows the e-mail switch under the count; a wide screen beside the heading. */}
      <header className={cn('grid desktop:grid-cols-[minmax(0,1fr)_auto] desktop:gap-x-8', !showList && 'sr-only')}>
        <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase desktop:col-start-1">{t('eyebrow')}</p>
        <h1 className="mt-1 font-display text-3xl text-ivory sm:text-4xl desktop:col-start-1">{t('title')}</h1>
        {conversations.data ? <p className="mt-1 text-sm text-ink-300 desktop:col-start-1">{t('count', { count: list.length })}</p> : null}
        <p role="status" className="mt-1 text-xs text-amber-300 desktop:col-start-1">
          {status === 'down' ? t('reconnecting') : ''}
        </p>
        {showList ? <EmailSetting className="mt-2 desktop:col-start-2 desktop:row-span-3 desktop:row-start-2 desktop:mt-1" /> : null}
      </header>

      {/* On a phone the list screen's header also holds the e-mail switch (3rem); on its conversation screen the header is hidden, so the conversation takes its room too. */}
      <div
        className={cn(
          'flex min-h-96 overflow-hidden rounded-3xl border border-white/8 bg-ink-900/70',
          showList ? 'h-[calc(100dvh-19rem)] desktop:h-[calc(100dvh-17rem)]' : 'h-[calc(100dvh-10rem)]',
        )}
      >
        {showList ? (
          <div className={cn('flex min-h-0 flex-col overflow-y-auto p-2', mobile ? 'flex-1' : 'w-80 shrink-0 border-r border-white/7')}>
            {conversations.isPending ? (
              <p aria-busy="true" className="p-4 text-sm text-ink-300">
                {t('loadingConversations')}
              </p>
            ) : null}
            {conversations.isError && !conversations.data ? (
              <LoadFailed what={t('loadWhat')} message={t('loadFailed')} className="p-2" onRetry={() => void conversations.refetch()} />
            ) : null}
            {conversations.data && list.length === 0 ? (
              <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
                <Users aria-hidden="true" className="size-8 text-gold-300" strokeWidth={1.5} />
                <p className="font-display text-xl text-ivory">{t('empty.title')}</p>
                <p className="text-sm text-ink-300">{t('empty.text')}</p>
                <ButtonLink to={paths.founder.discover.getHref()} size="sm">
                  {t('empty.discover')}
                </ButtonLink>
              </div>
            ) : null}
            {list.length > 0 ? <ConversationList conversations={list} activeId={conversationId} /> : null}
          </div>
        ) : null}

        {showConversation ? (
          <div className="flex min-w-0 flex-1 flex-col">
            {/* Keyed: a draft and a scroll position belong to one conversation. */}
            {open ? <ConversationPane key={open.id} conversation={open} showBack={mobile} /> : null}
            {conversationId === undefined ? (
              <Placeholder title={t('select.title')}>
                <p>{t('select.text')}</p>
              </Placeholder>
            ) : null}
            {conversationId !== undefined && conversations.data && !open ? (
              <Placeholder title={t('notFound.title')}>
                <p>{t('notFound.text')}</p>
                {mobile ? (
                  <ButtonLink to={paths.founder.inbox.getHref()} size="sm" variant="secondary" className="mt-4">
                    {t('back')}
                  </ButtonLink>
                ) : null}
              </Placeholder>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
