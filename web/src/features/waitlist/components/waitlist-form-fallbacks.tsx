import { RotateCcw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { reloadPage } from '@/lib/chunk-load-error';

function FieldOutline({ tall = false }: { tall?: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="h-5 w-28 rounded bg-white/5" />
      <div className={tall ? 'h-24 rounded-xl border border-ink-600/60 bg-ink-950/70' : 'h-12 rounded-xl border border-ink-600/60 bg-ink-950/70'} />
    </div>
  );
}

/**
 * Holds the waitlist form's place while its code arrives: same footprint, so nothing below moves,
 * and drawn only after a short wait, so a fast load shows no flash.
 */
export function WaitlistFormPlaceholder() {
  return (
    <div aria-busy="true" className="flex flex-col">
      <p role="status" className="sr-only">
        Loading the waitlist form…
      </p>
      <div aria-hidden="true" className="flex animate-appear-late flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FieldOutline />
          <FieldOutline />
          <FieldOutline />
          <FieldOutline />
        </div>
        <FieldOutline tall />
        <FieldOutline />
        <div className="mt-1 h-13 w-full rounded-full bg-gold-400/15 sm:w-52" />
      </div>
    </div>
  );
}

/** The form's code could not be fetched (offline, or a release replaced it): a reload fetches it afresh. */
export function WaitlistFormUnavailable() {
  return (
    <div role="alert" className="flex flex-col items-start gap-4">
      {/* Notice's error look, written out: the component's chunk would put /marketing over its 120 kB budget for a message seldom shown. */}
      <div className="rounded-xl border border-rose-400/30 bg-rose-400/10 px-4 py-3 text-sm leading-relaxed font-medium text-rose-200">
        ❌ The waitlist form could not be loaded. Please check your connection and reload the page.
      </div>
      <Button variant="secondary" size="sm" onClick={reloadPage}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Reload Page
      </Button>
    </div>
  );
}
