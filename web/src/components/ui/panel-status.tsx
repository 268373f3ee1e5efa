import { useTranslation } from 'react-i18next';

/** A side panel's lines on their way: a grey bar for each. */
export function PanelLoading({ lines = 3 }: { lines?: number }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2.5">
      {Array.from({ length: lines }, (_, line) => (
        <div key={line} className="h-9 animate-pulse rounded-xl bg-ink-950/50" />
      ))}
    </div>
  );
}

/** A side panel that could not be read, with Try again; the screen beside it goes on working. */
export function PanelFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <p className="text-xs text-ink-300">
      {t('panelFailed')}{' '}
      <button type="button" onClick={onRetry} className="text-gold-300 underline-offset-4 hover:underline">
        {t('tryAgain')}
      </button>
    </p>
  );
}
