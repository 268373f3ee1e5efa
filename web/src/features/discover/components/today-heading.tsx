import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { dailyNs } from '@/features/discover/daily-i18n';

/** Over the deck without a scenario: "Today's matches" while their cards show, then "More people", once all of them are swiped saying when new ones come. */
export function TodayHeading({ total, left, more }: { total: number; left: number; more: boolean }) {
  const { t } = useTranslation(dailyNs);
  if (left > 0)
    return (
      <div className="flex items-center gap-2">
        <h2 className="flex items-center gap-2 font-display text-lg text-ivory">
          <Sparkles aria-hidden="true" className="size-4 text-gold-400" />
          {t('today.title')}
        </h2>
        <span className="rounded-full bg-gold-400/15 px-2 py-0.5 text-xs text-gold-300">{t('today.left', { left, total })}</span>
      </div>
    );
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-ink-300">{t('today.seen')}</p>
      {more ? <h2 className="font-display text-lg text-ivory">{t('today.more')}</h2> : null}
    </div>
  );
}
