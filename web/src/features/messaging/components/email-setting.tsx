import { useTranslation } from 'react-i18next';

import { Notice } from '@/components/ui/notice';
import { useMessagingSettings } from '@/features/messaging/api/get-messaging-settings';
import { useUpdateMessagingSettings } from '@/features/messaging/api/update-messaging-settings';
import { messagingNs } from '@/features/messaging/i18n';
import { cn } from '@/lib/cn';

/** The e-mail sent once per conversation when a message has waited unread for 15 minutes, as a switch. */
export function EmailSetting({ className }: { className?: string }) {
  const { t } = useTranslation(messagingNs);
  const settings = useMessagingSettings();
  const update = useUpdateMessagingSettings();
  const on = settings.data?.emailUnread ?? false;

  const toggle = () => {
    // A second press while the first is saving would race it; the switch already shows the first.
    if (!settings.data || update.isPending) return;
    update.mutate({ emailUnread: !on });
  };

  return (
    <div className={cn('flex flex-col items-start gap-2 desktop:items-end', className)}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        disabled={!settings.data}
        onClick={toggle}
        className="inline-flex min-h-10 items-center gap-3 rounded-xl text-left text-sm text-balance text-ink-200 transition-opacity hover:text-ivory focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-300 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <span aria-hidden="true" className={cn('relative h-6 w-11 shrink-0 rounded-full border transition-colors', on ? 'border-gold-400 bg-gold-400' : 'border-ink-500 bg-ink-700')}>
          <span className={cn('absolute top-0.5 left-0.5 size-4.5 rounded-full transition-transform', on ? 'translate-x-5 bg-ink-950' : 'bg-ink-300')} />
        </span>
        {t('email.label')}
      </button>
      {settings.isError && !settings.data ? (
        <p className="text-xs text-ink-300">
          {t('email.loadFailed')}{' '}
          <button type="button" onClick={() => void settings.refetch()} className="text-gold-300 underline underline-offset-2 hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-gold-300">
            {t('email.tryAgain')}
          </button>
        </p>
      ) : null}
      {update.isError ? (
        <div role="alert">
          <Notice tone="error" className="py-2">
            {t('email.saveFailed')}
          </Notice>
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {update.isSuccess ? t(update.data.emailUnread ? 'email.savedOn' : 'email.savedOff') : ''}
      </p>
    </div>
  );
}
