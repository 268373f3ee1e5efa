import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useSetPause } from '@/features/profiles/api/pause';
import { pauseNs } from '@/features/profiles/pause-i18n';

/** Over every member screen while the membership is paused: one click resumes it. */
export function PauseBanner() {
  const { t } = useTranslation(pauseNs);
  const setPause = useSetPause();
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 border-b border-gold-400/25 bg-gold-400/8 px-4 py-3 text-sm text-gold-200 desktop:px-10">
      <span>{t('banner')}</span>
      <Button variant="secondary" size="sm" disabled={setPause.isPending} onClick={() => setPause.mutate(false)}>
        {t('resume')}
      </Button>
    </div>
  );
}
