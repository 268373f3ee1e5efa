import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { formatWeekDay } from '@/lib/format-time';


type WeeklyMeterProps = {
  icon: LucideIcon;
  left: number;
  total: number;
  /** What is counted: "Connect credits", "pitches and applications". */
  what: string;
  /** "Refills", "Renews". */
  renewal: string;
  renewsAt: string;
};

/** A weekly budget left and when it starts again, beside the button that spends it. */
export function WeeklyMeter({ icon: Icon, left, total, what, renewal, renewsAt }: WeeklyMeterProps) {
  const { t } = useTranslation('ui');
  const share = total > 0 ? Math.min(1, Math.max(0, left) / total) : 0;
  return (
    <div className="flex items-center gap-3 text-xs text-ink-300">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap justify-between gap-x-3">
          <span>
            <span className="font-semibold text-ivory tabular-nums">{t('weekly.count', { left, total })}</span> {t('weekly.left', { what })}
          </span>
          <span className="text-ink-500">
            {renewal} {formatWeekDay(renewsAt)}
          </span>
        </p>
        <div aria-hidden="true" className="mt-1.5 h-1 overflow-hidden rounded-full bg-white/8">
          <div className="h-full rounded-full bg-linear-to-r from-gold-500 to-gold-300 transition-[width] duration-500" style={{ width: `${share * 100}%` }} />
        </div>
      </div>
    </div>
  );
}
