import { Sparkles } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadFailed } from '@/components/ui/load-failed';
import { Notice } from '@/components/ui/notice';
import { useDailyEmail, useSetDailyEmail } from '@/features/discover/api/daily-email';
import { dailyNs } from '@/features/discover/daily-i18n';

/** The on/off row /settings uses (given by src/app, which composes the page). */
export type SettingSwitch = ComponentType<{ label: string; description?: string; checked: boolean; onChange: (on: boolean) => void; disabled?: boolean }>;

/** /settings' "Daily matches": whether the day's batch (08:00 in my time zone) also comes by e-mail. */
export function DailyEmailSection({ Switch }: { Switch: SettingSwitch }) {
  const { t } = useTranslation(dailyNs);
  const setting = useDailyEmail();
  const save = useSetDailyEmail();
  return (
    <section id="daily-matches" aria-label={t('dailyEmail.title')} className="flex flex-col gap-2 rounded-3xl border border-white/8 bg-ink-900/70 p-5 sm:p-6">
      <h2 className="flex items-center gap-2 font-display text-lg text-ivory">
        <Sparkles aria-hidden="true" className="size-5 text-gold-400" />
        {t('dailyEmail.title')}
      </h2>
      {setting.isError ? (
        <LoadFailed what={t('dailyEmail.title')} onRetry={() => void setting.refetch()} />
      ) : (
        <Switch
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
    </section>
  );
}
