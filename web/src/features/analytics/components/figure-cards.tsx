import { Eye, MessagesSquare, Network, UserPlus, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Analytics, Figure } from '@/features/analytics/api/get-analytics';
import { FigureChange } from '@/features/analytics/components/figure-change';
import { analyticsNs } from '@/features/analytics/i18n';
import { formatCount } from '@/features/analytics/lib/figures';
import { usePreferences } from '@/lib/preferences';

type CardKey = keyof Analytics['cards'];
const cards: ReadonlyArray<[CardKey, LucideIcon]> = [
  ['connections', UserPlus],
  ['profileViews', Eye],
  ['engagement', MessagesSquare],
  ['networkReach', Network],
];

/** Connections, Profile Views, Engagement and Network Reach, each against the period before. */
export function FigureCards({ figures }: { figures: Analytics['cards'] }) {
  const { t } = useTranslation(analyticsNs);
  return (
    <div aria-label={t('cards.label')} role="group" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(([key, icon]) => (
        <FigureCard key={key} title={t(`cards.${key}.title`)} hint={t(`cards.${key}.hint`)} icon={icon} figure={figures[key]} />
      ))}
    </div>
  );
}

function FigureCard({ title, hint, icon: Icon, figure }: { title: string; hint: string; icon: LucideIcon; figure: Figure }) {
  const { language } = usePreferences();
  const id = useId();
  return (
    <article aria-labelledby={id} className="flex min-w-0 flex-col gap-2 rounded-3xl border border-white/8 bg-ink-900/70 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-sm font-medium text-ink-200">
          {title}
        </h2>
        <Icon aria-hidden="true" className="size-4.5 shrink-0 text-gold-300" strokeWidth={1.8} />
      </div>
      <p className="font-display text-3xl text-ivory tabular-nums sm:text-4xl">{formatCount(figure.value, language)}</p>
      <FigureChange figure={figure} />
      <p className="text-xs leading-snug text-ink-300">{hint}</p>
    </article>
  );
}
