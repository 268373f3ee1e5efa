import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotifications } from '@/features/notifications/api/get-notifications';
import { notificationsNs } from '@/features/notifications/i18n';
import { cn } from '@/lib/cn';

// The panel, its animation and the mark-as-read calls load when the bell is first pointed at,
// focused or opened, not with every member screen.
const loadPopover = () => import('@/features/notifications/components/notification-popover');
const prefetchPopover = () => void loadPopover().catch(() => {});
const NotificationPopover = lazy(() => loadPopover().then((module) => ({ default: module.NotificationPopover })));

const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The header's bell: the unread count on a badge, and a panel with the latest notifications. */
export function NotificationBell() {
  const { t } = useTranslation(notificationsNs);
  const [open, setOpen] = useState(false);
  // Mounted on first open and kept, so that closing can animate.
  const [popoverLoaded, setPopoverLoaded] = useState(false);
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
        aria-label={unread === undefined ? t('title') : t('bellUnread', { count: unread })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setPopoverLoaded(true);
          setOpen((isOpen) => !isOpen);
        }}
        onPointerEnter={prefetchPopover}
        onFocus={prefetchPopover}
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
      {popoverLoaded ? (
        <Suspense fallback={null}>
          <NotificationPopover id={panelId} open={open} notifications={notifications} onNavigate={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
