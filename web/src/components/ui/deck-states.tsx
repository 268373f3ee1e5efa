import { RotateCcw, Sparkles } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

/** A card's outline while the deck loads; `label` is what screen readers hear. */
export function DeckSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-4 rounded-3xl border border-white/8 bg-ink-900/70 p-5 sm:p-6">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
        <div className="flex items-center gap-4">
          <div className="size-16 rounded-full bg-white/8 sm:size-24" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-6 w-2/3 rounded bg-white/8" />
            <div className="h-4 w-1/2 rounded bg-white/6" />
            <div className="h-4 w-1/3 rounded bg-white/6" />
          </div>
        </div>
        <div className="h-16 rounded-2xl bg-white/6" />
        <div className="h-4 rounded bg-white/6" />
        <div className="h-4 w-5/6 rounded bg-white/6" />
        <div className="grid grid-cols-2 gap-2">
          <div className="h-12 rounded-xl bg-white/6" />
          <div className="h-12 rounded-xl bg-white/6" />
        </div>
      </div>
    </div>
  );
}

export function DeckError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-3xl border border-white/8 bg-ink-900/70 p-8 text-center">
      <Notice tone="error">{message}</Notice>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('tryAgain')}
      </Button>
    </div>
  );
}

type DeckEndProps = {
  /** Takes focus when the last card goes, so the keyboard lands on the news. */
  ref?: Ref<HTMLParagraphElement>;
  /** The screen's words for an empty deck (SPEC section 4, verbatim). */
  text: string;
  hint?: string | null;
  checking: boolean;
  onCheckAgain: () => void;
  /** More ways on, before Check again. */
  children?: ReactNode;
};

/** The deck is done: say so, and offer to look again. */
export function DeckEnd({ ref, text, hint, checking, onCheckAgain, children }: DeckEndProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="flex flex-col items-center gap-5 rounded-3xl border border-gold-400/20 bg-ink-900/70 px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl border border-gold-400/30 bg-gold-400/10 text-gold-300">
        <Sparkles aria-hidden="true" className="size-6" strokeWidth={1.6} />
      </span>
      <p ref={ref} tabIndex={-1} className="font-display text-2xl leading-snug text-ivory focus:outline-none">
        {text}
      </p>
      {hint ? <p className="max-w-xs text-sm text-ink-300">{hint}</p> : null}
      <div className="flex flex-wrap justify-center gap-2">
        {children}
        <Button variant="ghost" size="sm" onClick={onCheckAgain} disabled={checking}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('checkAgain')}
        </Button>
      </div>
    </div>
  );
}
