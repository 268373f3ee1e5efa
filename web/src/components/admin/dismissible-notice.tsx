import { X } from 'lucide-react';

import { Notice, toneOf } from '@/components/ui/notice';

/** An outcome ("✅ …" or "❌ …") in a live region that is always in the page, with a Dismiss button. */
export function DismissibleNotice({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  return (
    <div role="alert">
      {message ? (
        <Notice tone={toneOf(message)} className="flex items-start justify-between gap-3">
          <span className="min-w-0 break-words">{message}</span>
          <button type="button" onClick={onDismiss} aria-label="Dismiss" className="-m-1 grid size-7 shrink-0 place-items-center rounded-full hover:bg-white/10">
            <X aria-hidden="true" className="size-4" />
          </button>
        </Notice>
      ) : null}
    </div>
  );
}
