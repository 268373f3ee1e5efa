import { RotateCcw, TriangleAlert } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** The app-root fallback (SPEC section 8); Reload Page clears the error and renders again. */
export function AppFallback({ onReload }: { onReload: () => void }) {
  return (
    <main role="alert" className="grid min-h-dvh place-items-center bg-ink-950 bg-aurora px-6 py-16">
      <div className="w-full max-w-md rounded-3xl border border-white/8 bg-ink-900/80 p-8 text-center shadow-2xl shadow-black/50 sm:p-10">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl border border-rose-300/30 bg-rose-400/10 text-rose-200">
          <TriangleAlert aria-hidden="true" className="size-6" strokeWidth={1.6} />
        </span>
        <h1 className="mt-6 font-display text-3xl text-ivory">Something went wrong</h1>
        <p className="mt-3 text-base leading-relaxed text-ink-300">
          We're sorry, but something unexpected happened. Please try refreshing the page.
        </p>
        <Button className="mt-8" onClick={onReload}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Reload Page
        </Button>
      </div>
    </main>
  );
}
