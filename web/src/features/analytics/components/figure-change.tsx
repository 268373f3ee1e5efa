import { ArrowDownRight, ArrowUpRight, Minus, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Figure } from '@/features/analytics/api/get-analytics';
import { analyticsNs } from '@/features/analytics/i18n';
import { formatPercent, movementOf, type Movement } from '@/features/analytics/lib/figures';
import { cn } from '@/lib/cn';
import { usePreferences } from '@/lib/preferences';

const looks: Record<Movement['kind'], { icon: LucideIcon | null; tone: string }> = {
  up: { icon: ArrowUpRight, tone: 'text-emerald-300 in-data-[theme=light]:text-emerald-700' },
  down: { icon: ArrowDownRight, tone: 'text-rose-300 in-data-[theme=light]:text-rose-700' },
  flat: { icon: Minus, tone: 'text-ink-300' },
  new: { icon: Sparkles, tone: 'text-gold-300' },
  none: { icon: null, tone: 'text-ink-300' },
};

type FigureChangeProps = { figure: Pick<Figure, 'change' | 'value'>; against?: boolean; className?: string };

/** "+25% vs previous period" in green, "−10%" in red, "New" when nothing came before, "—" when nothing either side. */
export function FigureChange({ figure, against = true, className }: FigureChangeProps) {
  const { t } = useTranslation(analyticsNs);
  const { language } = usePreferences();
  const movement = movementOf(figure);
  const { icon: Icon, tone } = looks[movement.kind];
  const text = 'percent' in movement ? t(`change.${movement.kind}`, { percent: formatPercent(movement.percent, language) }) : t(`change.${movement.kind}`);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-1.5 text-xs', className)}>
      <span className={cn('inline-flex items-center gap-0.5 font-semibold tabular-nums', tone)}>
        {Icon ? <Icon aria-hidden="true" className="size-3.5" strokeWidth={2.2} /> : null}
        {movement.kind === 'none' ? <span aria-hidden="true">{text}</span> : text}
      </span>
      {movement.kind === 'none' ? <span className="sr-only">{t('change.noneLabel')}</span> : null}
      {against && 'percent' in movement ? <span className="text-ink-300">{t('change.against')}</span> : null}
    </p>
  );
}
