import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { messagingNs } from '@/features/messaging/i18n';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/format-time';

/** Where one of my messages is: on its way, stored, read by the other member, or not sent. */
export type Delivery = 'pending' | 'sent' | 'read' | 'failed';

/** Catalogue keys (namespace `messaging`), looked up when the bubble renders. */
const deliveryKey: Record<Delivery, string> = { pending: 'bubble.pending', sent: 'bubble.sent', read: 'bubble.read', failed: 'bubble.failed' };

type MessageBubbleProps = {
  body: string;
  sentAt: string;
  mine: boolean;
  /** Shown on my messages that are on their way or failed, and on my latest stored one. */
  delivery?: Delivery | undefined;
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  /** The menu on a message from the other member. */
  menu?: ReactNode;
};

export function MessageBubble({ body, sentAt, mine, delivery, error, onRetry, menu }: MessageBubbleProps) {
  const { t } = useTranslation(messagingNs);
  return (
    <div className={cn('group flex items-start gap-1', mine ? 'flex-row-reverse' : 'flex-row')}>
      <div className={cn('flex max-w-[80%] flex-col gap-1', mine ? 'items-end' : 'items-start')}>
        <p
          className={cn(
            'rounded-2xl px-4 py-2 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap',
            mine ? 'rounded-br-md bg-gold-400/90 text-ink-950' : 'rounded-bl-md bg-ink-800 text-ivory',
            delivery === 'pending' && 'opacity-70',
            delivery === 'failed' && 'bg-rose-400/25 text-ivory',
          )}
        >
          {body}
        </p>
        <p className="flex items-center gap-2 px-1 text-[0.7rem] text-ink-500">
          <time dateTime={sentAt}>{formatClock(sentAt)}</time>
          {delivery ? <span className={cn(delivery === 'read' && 'text-gold-300', delivery === 'failed' && 'text-rose-300')}>{t(deliveryKey[delivery])}</span> : null}
        </p>
        {delivery === 'failed' ? (
          <div role="alert" className="flex items-center gap-2 px-1 text-xs text-rose-200">
            <span>{error ?? t('bubble.sendFailed')}</span>
            <button type="button" onClick={onRetry} className="inline-flex items-center gap-1 rounded-full border border-rose-300/40 px-2.5 py-1 font-medium hover:bg-rose-400/10">
              <RotateCcw aria-hidden="true" className="size-3" />
              {t('bubble.retry')}
            </button>
          </div>
        ) : null}
      </div>
      {menu}
    </div>
  );
}
