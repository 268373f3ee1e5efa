import { Check, CloudAlert, LoaderCircle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { validationNs } from '@/features/validation/i18n';
import type { SaveState } from '@/features/validation/lib/answer-drafts';

/** Whether the answers on screen are on the server: Saving…, Saved, or what failed with Retry. */
export function SaveIndicator({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation(validationNs);
  return (
    <div role="status" aria-live="polite" className="min-h-6 text-xs font-medium">
      {state === 'saving' ? (
        <span className="inline-flex items-center gap-1.5 text-ink-300">
          <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
          {t('save.saving')}
        </span>
      ) : null}
      {state === 'saved' ? (
        <span className="inline-flex items-center gap-1.5 text-emerald-300">
          <Check aria-hidden="true" className="size-3.5" />
          {t('save.saved')}
        </span>
      ) : null}
      {state === 'failed' ? <SaveFailed onRetry={onRetry} /> : null}
    </div>
  );
}

/** The answers could not be saved; they are still on screen. Also by the step's buttons, where a long step ends. */
export function SaveFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(validationNs);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-rose-400/30 bg-rose-400/10 px-3 py-2 text-xs font-medium text-rose-200">
      <CloudAlert aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">{t('save.failed')}</span>
      <button type="button" onClick={onRetry} className="inline-flex items-center gap-1 rounded-full border border-rose-300/40 px-2.5 py-1 text-rose-100 hover:bg-rose-400/15">
        <RotateCcw aria-hidden="true" className="size-3.5" />
        {t('save.retry')}
      </button>
    </div>
  );
}
