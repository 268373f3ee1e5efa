import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

export type NoticeTone = 'success' | 'error' | 'info';

const tones: Record<NoticeTone, string> = {
  success: 'border-emerald-400/30 bg-emerald-400/10 text-emerald-200',
  error: 'border-rose-400/30 bg-rose-400/10 text-rose-200',
  info: 'border-gold-400/25 bg-gold-400/8 text-gold-200',
};

/** The SPEC's messages start with ✅ or ❌; the rest are neutral. */
export function toneOf(message: string): NoticeTone {
  if (message.startsWith('✅')) return 'success';
  if (message.startsWith('❌') || message.startsWith('🔥')) return 'error';
  return 'info';
}

export function Notice({ tone, children, className }: { tone: NoticeTone; children: ReactNode; className?: string }) {
  return <div className={cn('rounded-xl border px-4 py-3 text-sm leading-relaxed font-medium', tones[tone], className)}>{children}</div>;
}

/** A polite live region that is always in the page, so screen readers hear the message when it arrives. */
export function StatusMessage({ message, className }: { message: string | null; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      {message ? <Notice tone={toneOf(message)}>{message}</Notice> : null}
    </div>
  );
}
