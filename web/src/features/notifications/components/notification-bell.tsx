import { Bell, CheckCheck } from 'lucide-react';
import { AnimatePresence } from 'motion/react';
import * as m from 'motion/react-m';
import { useEffect, useId, useRef, useState } from 'react';

/** The header's bell and its panel; the notifications themselves arrive with a later issue. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="grid size-10 place-items-center rounded-full border border-white/8 bg-ink-900 text-ink-200 transition-colors hover:border-gold-400/40 hover:text-gold-300"
      >
        <Bell aria-hidden="true" className="size-4.5" />
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
            className="absolute right-0 z-50 mt-2 w-80 max-w-[calc(100vw-2rem)] origin-top-right rounded-2xl border border-white/10 bg-ink-900 p-4 shadow-2xl shadow-black/50"
          >
            <div className="flex items-center justify-between">
              <p className="font-semibold text-ivory">Notifications</p>
              <button type="button" disabled className="inline-flex items-center gap-1 text-xs text-gold-300 disabled:opacity-50">
                <CheckCheck aria-hidden="true" className="size-3.5" />
                Mark all as read
              </button>
            </div>
            <p className="mt-6 mb-3 text-center text-sm text-ink-300">You’re all caught up.</p>
          </m.div>
        ) : null}
      </AnimatePresence>
    </div>
  );
}
