import { Bell } from 'lucide-react';
import { AnimatePresence } from 'motion/react';
import * as m from 'motion/react-m';
import { useEffect, useId, useRef, useState } from 'react';

import { useNotifications } from '@/features/notifications/api/get-notifications';
import { NotificationPanel } from '@/features/notifications/components/notification-panel';
import { cn } from '@/lib/cn';

const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The header's bell: the unread count on a badge, and a panel with the latest notifications. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const notifications = useNotifications();
  const unread = notifications.data?.unread;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="desktop:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={unread === undefined ? 'Notifications' : `Notifications, ${unread} unread`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className={cn(
          'relative grid size-10 place-items-center rounded-full border bg-ink-900 transition-colors hover:border-gold-400/40 hover:text-gold-300',
          open ? 'border-gold-400/50 text-gold-300' : 'border-white/8 text-ink-200',
        )}
      >
        <Bell aria-hidden="true" className="size-4.5" />
        {unread ? (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-saffron-500 px-1 text-[0.65rem] leading-none font-semibold text-ink-950 tabular-nums ring-2 ring-ink-950"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      <AnimatePresence>
        {open ? (
          <m.div
            id={panelId}
            role="region"
            aria-label="Notifications"
            initial={{ opacity: 0, y: -6, scale: 0.98 }}
            animate={{ opacity: 1, y: 0, scale: 1 }}
            exit={{ opacity: 0, y: -6, scale: 0.98 }}
            transition={{ duration: 0.18 }}
            className={cn(
              'fixed inset-x-3 top-[4.25rem] z-50 origin-top-right rounded-2xl border border-white/10 bg-ink-900 shadow-2xl shadow-black/50',
              'desktop:absolute desktop:inset-x-auto desktop:top-auto desktop:right-0 desktop:mt-2 desktop:w-96',
            )}
          >
            <NotificationPanel notifications={notifications} onNavigate={() => setOpen(false)} />
          </m.div>
        ) : null}
      </AnimatePresence>
    </div>
  );
}
