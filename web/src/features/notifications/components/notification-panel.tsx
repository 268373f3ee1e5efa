import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarDays, CheckCheck, Eye, MessageSquare, RotateCcw, Send, Sparkles, Trophy, UserPlus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { MemberNotification, NotificationList } from '@/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { notificationsNs } from '@/features/notifications/i18n';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format-time';

const typeIcons: Record<MemberNotification['type'], LucideIcon> = { match: Sparkles, message: MessageSquare, connection: UserPlus, pitch: Send, profile_view: Eye, event: CalendarDays, achievement: Trophy };

/** Only paths inside the app are followed; anything else is shown but not opened. */
const inAppPath = (link: string | null) => (link && link.startsWith('/') && !link.startsWith('//') ? link : null);

function NotificationRow({ notification, onOpen }: { notification: MemberNotification; onOpen: (notification: MemberNotification) => void }) {
  const { t } = useTranslation(notificationsNs);
  const Icon = typeIcons[notification.type];
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      className={cn('flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-white/4 focus-visible:bg-white/4', !notification.isRead && 'bg-gold-400/4')}
    >
      <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full border border-gold-400/25 bg-gold-400/10 text-gold-300">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm break-words', notification.isRead ? 'text-ink-200' : 'font-semibold text-ivory')}>{notification.title}</span>
        <span className="mt-0.5 block text-sm break-words text-ink-300">{notification.message}</span>
        <time dateTime={notification.createdAt} className="mt-1 block text-xs text-ink-500">
          {formatRelativeTime(notification.createdAt)}
        </time>
      </span>
      {notification.isRead ? null : (
        <span className="mt-2 flex shrink-0 items-center">
          <span aria-hidden="true" className="size-2 rounded-full bg-saffron-400" />
          <span className="sr-only">{t('unread')}</span>
        </span>
      )}
    </button>
  );
}

type NotificationPanelProps = { notifications: UseQueryResult<NotificationList>; onNavigate: () => void };

export function NotificationPanel({ notifications, onNavigate }: NotificationPanelProps) {
  const { t } = useTranslation(notificationsNs);
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const list = notifications.data;

  const open = (notification: MemberNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    const to = inAppPath(notification.link);
    if (to) {
      onNavigate();
      void navigate(to);
    }
  };

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-white/7 px-4 py-3">
        <p className="font-semibold text-ivory">{t('title')}</p>
        <button
          type="button"
          onClick={() => markAllRead.mutate()}
          disabled={!list || list.unread === 0 || markAllRead.isPending}
          className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs text-gold-300 hover:bg-gold-400/10 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent"
        >
          <CheckCheck aria-hidden="true" className="size-3.5" />
          {t('markAllRead')}
        </button>
      </div>
      {notifications.isPending ? (
        <p aria-busy="true" className="px-4 py-8 text-center text-sm text-ink-300">
          {t('loading')}
        </p>
      ) : null}
      {notifications.isError && !list ? (
        <div role="alert" className="flex flex-col items-center gap-3 px-4 py-6 text-center text-sm text-rose-200">
          {t('loadFailed')}
          <button type="button" onClick={() => void notifications.refetch()} className="inline-flex items-center gap-1.5 text-gold-300 hover:text-gold-200">
            <RotateCcw aria-hidden="true" className="size-3.5" />
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      {list && list.notifications.length === 0 ? <p className="px-4 py-8 text-center text-sm text-ink-300">{t('empty')}</p> : null}
      {list && list.notifications.length > 0 ? (
        <ul className="max-h-[min(28rem,calc(100dvh-9rem))] divide-y divide-white/6 overflow-y-auto overscroll-contain rounded-b-2xl">
          {list.notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationRow notification={notification} onOpen={open} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
