import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';

import { Notice } from '@/components/ui/notice';

/**
 * The bar under a deck that holds its buttons, kept in reach above the mobile tab bar while the card
 * scrolls; `problem` is a failed action's message, announced.
 */
export function DeckTray({ problem, children }: { problem: string | null; children: ReactNode }) {
  return (
    <div className="sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-10 -mx-1 flex flex-col gap-3 rounded-3xl border border-white/8 bg-ink-950/85 p-3 shadow-xl shadow-black/40 backdrop-blur-xl desktop:bottom-6">
      {problem ? (
        <div role="alert">
          <Notice tone="error">{problem}</Notice>
        </div>
      ) : null}
      {children}
    </div>
  );
}

const Key = ({ children }: { children: string }) => <kbd className="rounded border border-white/10 px-1">{children}</kbd>;

/** "Tip: ← Pass · → Connect", on desktop only. */
export function DeckKeysTip({ right, extra }: { right: string; extra?: string }) {
  const { t } = useTranslation('ui');
  return (
    <p className="hidden text-center text-[0.7rem] text-ink-500 desktop:block">
      <Trans t={t} i18nKey="deckTip" values={{ right }} components={{ left: <Key>←</Key>, next: <Key>→</Key> }} />
      {extra ? ` · ${extra}` : null}
    </p>
  );
}
