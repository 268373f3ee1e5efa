import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Notice } from '@/components/ui/notice';
import { useMessages } from '@/features/messaging/api/get-messages';
import type { Conversation, Message } from '@/features/messaging/api/messaging-schemas';
import { MessageBubble } from '@/features/messaging/components/message-bubble';
import { MessageMenu } from '@/features/messaging/components/message-menu';
import { messagingNs } from '@/features/messaging/i18n';
import { useMessaging, useOutbox } from '@/features/messaging/lib/use-messaging';

// The report form (react-hook-form) loads when a message's menu is pointed at or focused.
const loadReportDialog = () => import('@/features/messaging/components/report-message-dialog');
const prefetchReportDialog = () => void loadReportDialog().catch(() => {});
const ReportMessageDialog = lazy(() => loadReportDialog().then((module) => ({ default: module.ReportMessageDialog })));

/** Closer than this to the top asks for the older page; closer than this to the bottom follows new messages. */
const edgePx = 120;

/** Keeps what the member was reading in place while an older page is added above it, and follows new messages at the bottom. */
function useThreadScroll(firstSeq: number | undefined, lastKey: string) {
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef<number | null>(null);
  const nearBottom = useRef(true);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || fromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [firstSeq]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && nearBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  return {
    scroller,
    /** Call before asking for an older page. */
    holdPosition: () => {
      const element = scroller.current;
      if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
    },
    onScroll: (atTop: () => void) => {
      const element = scroller.current;
      if (!element) return;
      nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < edgePx;
      if (element.scrollTop < edgePx) atTop();
    },
  };
}

/** The messages of one conversation, page by page upwards, with my own on their way at the end. */
export function MessageThread({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation(messagingNs);
  const { id, member, myReadSeq, theirReadSeq } = conversation;
  const messages = useMessages(id);
  const { hub } = useMessaging();
  const outgoing = useOutbox(hub);
  const [reporting, setReporting] = useState<Message | null>(null);

  const stored = useMemo(() => messages.data?.pages.flatMap((page) => page.messages) ?? [], [messages.data]);
  const waiting = useMemo(() => {
    const storedIds = new Set(stored.map((message) => message.clientId));
    return outgoing.filter((entry) => entry.conversationId === id && !storedIds.has(entry.clientId));
  }, [outgoing, stored, id]);
  const newestSeq = stored.at(-1)?.seq ?? 0;
  const myLatestSeq = stored.findLast((message) => message.senderId !== member.id)?.seq;

  // Opening the conversation, and each message that arrives while it is open, moves my read position.
  useEffect(() => {
    if (newestSeq > myReadSeq) hub?.markRead(id, newestSeq);
  }, [id, newestSeq, myReadSeq, hub]);

  const { scroller, holdPosition, onScroll } = useThreadScroll(stored[0]?.seq, `${newestSeq}:${waiting.length}`);
  const loadOlder = () => {
    if (!messages.hasPreviousPage || messages.isFetchingPreviousPage) return;
    holdPosition();
    void messages.fetchPreviousPage();
  };

  if (messages.isPending) {
    return (
      <p aria-busy="true" className="flex-1 p-6 text-center text-sm text-ink-300">
        {t('thread.loading')}
      </p>
    );
  }
  if (messages.isError) {
    return (
      <LoadFailed
        what={t('thread.loadWhat')}
        message={t('thread.loadFailed')}
        className="flex-1 items-center justify-center p-6"
        onRetry={() => void messages.refetch()}
      />
    );
  }

  return (
    <div ref={scroller} onScroll={() => onScroll(loadOlder)} data-testid="message-scroller" className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5">
      {messages.hasPreviousPage ? (
        <div className="mb-3 flex justify-center">
          <Button variant="ghost" size="sm" onClick={loadOlder} aria-disabled={messages.isFetchingPreviousPage}>
            {messages.isFetchingPreviousPage ? t('thread.loadingOlder') : t('thread.loadOlder')}
          </Button>
        </div>
      ) : null}
      {messages.isFetchPreviousPageError ? <Notice tone="error">{t('thread.olderFailed')}</Notice> : null}
      {stored.length === 0 && waiting.length === 0 ? <p className="py-10 text-center text-sm text-ink-300">{t('thread.empty', { name: member.name })}</p> : null}
      <ol aria-label={t('thread.label')} className="flex flex-col gap-3">
        {stored.map((message) => {
          const mine = message.senderId !== member.id;
          return (
            <li key={message.seq}>
              <MessageBubble
                body={message.body}
                sentAt={message.sentAt}
                mine={mine}
                delivery={mine && message.seq === myLatestSeq ? (message.seq <= theirReadSeq ? 'read' : 'sent') : undefined}
                menu={mine ? null : <MessageMenu label={t('thread.more', { name: member.name })} onReport={() => setReporting(message)} onPrefetch={prefetchReportDialog} />}
              />
            </li>
          );
        })}
        {waiting.map((entry) => (
          <li key={entry.clientId}>
            <MessageBubble body={entry.body} sentAt={entry.queuedAt} mine delivery={entry.state} error={entry.error ?? t('thread.sendFailedConnection')} onRetry={() => hub?.retry(entry.clientId)} />
          </li>
        ))}
      </ol>
      <Suspense fallback={null}>
        {reporting ? <ReportMessageDialog conversationId={id} seq={reporting.seq} sender={member.name} onClose={() => setReporting(null)} /> : null}
      </Suspense>
    </div>
  );
}
