import { X } from 'lucide-react';
import * as m from 'motion/react-m';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { useFocusTrap } from '@/lib/use-focus-trap';

type DialogProps = {
  title: string;
  /** A short line under the title, also the dialog's description for screen readers. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
};

/**
 * A modal over the page: focus moves in and is kept inside, Escape or the backdrop closes it, and
 * focus returns to what opened it. Render it only while open.
 */
export function Dialog({ title, description, onClose, children, className }: DialogProps) {
  const { t } = useTranslation('ui');
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(panelRef, true, onClose);

  useEffect(() => {
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('input, select, textarea, [data-autofocus]');
    (first ?? panel)?.focus();
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-60 flex items-end justify-center p-3 sm:items-center sm:p-6">
      <m.div aria-hidden="true" className="absolute inset-0 bg-black/65 backdrop-blur-sm" onClick={onClose} initial={{ opacity: 0 }} animate={{ opacity: 1 }} />
      <m.div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        // Movement only: the dialog is readable (and testable) from its first frame.
        initial={{ y: 16 }}
        animate={{ y: 0 }}
        transition={{ duration: 0.2 }}
        className={cn(
          'relative max-h-[calc(100dvh-1.5rem)] w-full max-w-md overflow-y-auto rounded-3xl border border-white/10 bg-ink-900 p-6 shadow-2xl shadow-black/60 focus:outline-none',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id={titleId} className="font-display text-2xl leading-tight text-ivory">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-2 text-sm leading-relaxed text-ink-300">
                {description}
              </p>
            ) : null}
          </div>
          <button type="button" onClick={onClose} aria-label={t('close')} className="-mt-1 -mr-2 grid size-10 shrink-0 place-items-center rounded-full text-ink-300 hover:bg-white/5 hover:text-ivory">
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="mt-5">{children}</div>
      </m.div>
    </div>,
    document.body,
  );
}
