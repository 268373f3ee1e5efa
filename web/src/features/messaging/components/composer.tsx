import { Send } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { messageBodyLimit } from '@/features/messaging/api/messaging-schemas';
import { messagingNs } from '@/features/messaging/i18n';
import { cn } from '@/lib/cn';

/** The counter shows from here on, so the limit is no surprise. */
const counterFrom = messageBodyLimit - 200;

type ComposerProps = {
  recipient: string;
  /** False for the moment before the messaging hub has started. */
  ready: boolean;
  onSend: (body: string) => void;
  onTyping: () => void;
};

/** SPEC section 4: Enter sends, Shift+Enter starts a new line, blank text is never sent; at most 2000 characters (after trimming, as the server counts). */
export function Composer({ recipient, ready, onSend, onTyping }: ComposerProps) {
  const { t } = useTranslation(messagingNs);
  const [text, setText] = useState('');
  const counterId = useId();
  const body = text.trim();
  const tooLong = body.length > messageBodyLimit;
  const sendable = ready && body.length > 0 && !tooLong;

  const send = () => {
    if (!sendable) return;
    onSend(body);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing, Enter picks a candidate rather than sending.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      aria-label={t('composer.label', { name: recipient })}
      className="flex items-end gap-2 border-t border-white/7 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="min-w-0 flex-1">
        <label className="sr-only" htmlFor={`${counterId}-text`}>
          {t('composer.textLabel')}
        </label>
        <textarea
          id={`${counterId}-text`}
          value={text}
          rows={1}
          placeholder={t('composer.placeholder')}
          aria-describedby={text.length >= counterFrom ? counterId : undefined}
          aria-invalid={tooLong || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() !== '') onTyping();
          }}
          onKeyDown={onKeyDown}
          className={cn(
            'field-sizing-content block max-h-40 min-h-11 w-full resize-none rounded-2xl border bg-ink-950/70 px-4 py-2.5 text-[0.95rem] text-ivory placeholder:text-ink-500 focus:outline-2 focus:outline-offset-0',
            tooLong ? 'border-rose-400/60 focus:outline-rose-400/40' : 'border-ink-600 focus:border-gold-400 focus:outline-gold-400/40',
          )}
        />
        {text.length >= counterFrom ? (
          <p id={counterId} aria-live="polite" className={cn('mt-1 px-2 text-xs', tooLong ? 'text-rose-300' : 'text-ink-300')}>
            {tooLong ? `${t('composer.tooLong', { limit: messageBodyLimit })} ` : ''}
            {body.length} / {messageBodyLimit}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={!sendable}
        aria-label={t('composer.send')}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-linear-to-b from-gold-300 to-gold-500 text-ink-950 transition-opacity focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-gold-300 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Send aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
