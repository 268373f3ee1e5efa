import { Flag } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { messagingNs } from '@/features/messaging/i18n';

type MessageMenuProps = { label: string; onReport: () => void; onPrefetch: () => void };

/** The small menu on a message from the other member: Escape or a click elsewhere closes it, focus returns to its button. */
export function MessageMenu({ label, onReport, onPrefetch }: MessageMenuProps) {
  const { t } = useTranslation(messagingNs);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof PointerEvent && menu.current?.contains(event.target as Node)) return;
      setOpen(false);
      if (event instanceof KeyboardEvent) button.current?.focus();
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        onPointerEnter={onPrefetch}
        onFocus={onPrefetch}
        className="grid size-8 place-items-center rounded-full text-ink-500 transition-colors hover:bg-white/6 hover:text-ink-200 focus-visible:outline-2 focus-visible:outline-gold-300"
      >
        {/* Three dots drawn here: a lucide icon of its own reshuffles the shared icon chunks (npm run budget). */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
          <circle cx="12" cy="5" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="12" cy="19" r="1.8" />
        </svg>
      </button>
      {open ? (
        <div ref={menu} id={menuId} role="menu" aria-label={label} className="absolute top-full left-0 z-20 mt-1 min-w-44 rounded-xl border border-white/10 bg-ink-900 p-1 shadow-xl shadow-black/50">
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              onReport();
            }}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-ink-200 hover:bg-white/6 focus-visible:bg-white/8 focus-visible:outline-none"
          >
            <Flag aria-hidden="true" className="size-4 text-amber-300" />
            {t('report.menuItem')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
