import type { UseQueryResult } from '@tanstack/react-query';
import { AnimatePresence } from 'motion/react';
import * as m from 'motion/react-m';
import { useTranslation } from 'react-i18next';

import type { NotificationList } from '@/features/notifications/api/get-notifications';
import { NotificationPanel } from '@/features/notifications/components/notification-panel';
import { notificationsNs } from '@/features/notifications/i18n';
import { cn } from '@/lib/cn';

type NotificationPopoverProps = {
  id: string;
  open: boolean;
  notifications: UseQueryResult<NotificationList>;
  onNavigate: () => void;
};

/** The bell's panel, animated in and out. */
export function NotificationPopover({ id, open, notifications, onNavigate }: NotificationPopoverProps) {
  const { t } = useTranslation(notificationsNs);
  return (
    <AnimatePresence>
      {open ? (
        <m.div
          id={id}
          role="region"
          aria-label={t('title')}
          initial={{ opacity: 0, y: -6, scale: 0.98 }}
          animate={{ opacity: 1, y: 0, scale: 1 }}
          exit={{ opacity: 0, y: -6, scale: 0.98 }}
          transition={{ duration: 0.18 }}
          className={cn(
            'fixed inset-x-3 top-[4.25rem] z-50 origin-top-right rounded-2xl border border-white/10 bg-ink-900 shadow-2xl shadow-black/50',
            'desktop:absolute desktop:inset-x-auto desktop:top-auto desktop:right-0 desktop:mt-2 desktop:w-96',
          )}
        >
          <NotificationPanel notifications={notifications} onNavigate={onNavigate} />
        </m.div>
      ) : null}
    </AnimatePresence>
  );
}
