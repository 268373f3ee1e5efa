import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/** The frame of a create or edit form: its heading takes the focus when it opens, so keyboard and screen-reader users land on it. */
export function EditorPanel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [title]);

  return (
    <section aria-labelledby={headingId} className="flex w-full max-w-4xl flex-col gap-5 rounded-3xl border border-gold-400/20 bg-ink-900/70 p-5 sm:p-7">
      <div className="flex items-start justify-between gap-4">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="min-w-0 font-display text-2xl break-words text-ivory focus:outline-none">
          {title}
        </h2>
        <button type="button" onClick={onClose} aria-label="Close the form" className="-mt-1 -mr-2 grid size-10 shrink-0 place-items-center rounded-full text-ink-300 hover:bg-white/5 hover:text-ivory">
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {children}
    </section>
  );
}
