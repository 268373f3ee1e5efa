import { CirclePause } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Notice } from '@/components/ui/notice';
import { SettingsSection } from '@/components/ui/settings-section';
import { useMyPause, useSetPause } from '@/features/profiles/api/pause';
import { pauseNs } from '@/features/profiles/pause-i18n';

/** /settings' "Pause membership": pausing asks first and says what happens; a paused member resumes here or from the banner. */
export function PauseSection() {
  const { t } = useTranslation(pauseNs);
  const pause = useMyPause();
  const setPause = useSetPause();
  const [confirming, setConfirming] = useState(false);

  const body = () => {
    if (pause.isError) return <LoadFailed what={t('loadWhat')} onRetry={() => void pause.refetch()} />;
    if (!pause.data) return <div aria-busy="true" aria-label={t('loading')} className="h-12 animate-pulse rounded-2xl bg-ink-950/40" />;
    if (pause.data.paused) {
      return (
        <div className="flex flex-wrap items-center gap-3">
          <Notice tone="info">{t('banner')}</Notice>
          <Button variant="secondary" size="sm" disabled={setPause.isPending} onClick={() => setPause.mutate(false)}>
            {t('resume')}
          </Button>
        </div>
      );
    }
    if (!confirming) {
      return (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            {t('pause')}
          </Button>
        </div>
      );
    }
    return (
      <div role="alertdialog" aria-label={t('confirmTitle')} className="flex flex-col gap-3 rounded-2xl border border-gold-400/25 bg-ink-950/40 p-4">
        <h3 className="font-semibold text-ivory">{t('confirmTitle')}</h3>
        <p className="text-sm text-ink-300">{t('confirmText')}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={setPause.isPending} onClick={() => setPause.mutate(true, { onSuccess: () => setConfirming(false) })}>
            {t('confirm')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <SettingsSection id="pause" icon={CirclePause} title={t('title')} intro={t('intro')}>
      {body()}
      {setPause.isError ? (
        <div role="alert">
          <Notice tone="error">{t('failed')}</Notice>
        </div>
      ) : null}
    </SettingsSection>
  );
}
