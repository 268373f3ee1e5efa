import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { verificationNs } from '@/features/verification/i18n';

type FormPanelProps = { title: string; lead: string; onClose: () => void; children: ReactNode };

/** The frame of the form on screen: its heading takes the focus when it opens, so keyboard and screen-reader users land on it. */
export function FormPanel({ title, lead, onClose, children }: FormPanelProps) {
  const { t } = useTranslation(verificationNs);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [title]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5 rounded-3xl border border-gold-400/25 bg-ink-900/80 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-display text-2xl text-ivory focus:outline-none">
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink-300">{lead}</p>
        </div>
        <button type="button" onClick={onClose} aria-label={t('forms.close')} className="-mt-1 -mr-2 grid size-10 shrink-0 place-items-center rounded-full text-ink-300 hover:bg-white/5 hover:text-ivory focus-visible:outline-2 focus-visible:outline-gold-300">
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {children}
    </section>
  );
}
