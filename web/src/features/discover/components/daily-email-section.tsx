import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { LoadFailed } from '@/components/ui/load-failed';
import { Notice } from '@/components/ui/notice';
import { SettingsSection } from '@/components/ui/settings-section';
import { SwitchRow } from '@/components/ui/switch-row';
import { useDailyEmail, useSetDailyEmail } from '@/features/discover/api/daily-email';
import { dailyNs } from '@/features/discover/daily-i18n';

/** /settings' "Daily matches": whether the day's batch (08:00 in my time zone) also comes by e-mail. */
export function DailyEmailSection() {
  const { t } = useTranslation(dailyNs);
  const setting = useDailyEmail();
  const save = useSetDailyEmail();
  return (
    <SettingsSection id="daily-matches" icon={Sparkles} title={t('dailyEmail.title')}>
      {setting.isError ? (
        <LoadFailed what={t('dailyEmail.title')} onRetry={() => void setting.refetch()} />
      ) : (
        <SwitchRow
          label={t('dailyEmail.label')}
          description={t('dailyEmail.description')}
          checked={setting.data?.email ?? false}
          disabled={!setting.data || save.isPending}
          onChange={(on) => save.mutate(on)}
        />
      )}
      {save.isError ? (
        <div role="alert">
          <Notice tone="error">{t('dailyEmail.failed')}</Notice>
        </div>
      ) : null}
    </SettingsSection>
  );
}
