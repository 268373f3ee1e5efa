import { History } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { HistoryPoint } from '@/features/score/api/get-founder-score';
import { HistoryBar, type DayLabel } from '@/features/score/components/history-bar';
import { ScoreSection } from '@/features/score/components/score-section';
import { scoreNs } from '@/features/score/i18n';
import { chartHeightPx, lastThirtyDays, middayOf } from '@/features/score/lib/history-days';
import { formatPoints } from '@/features/score/lib/points';
import { formatWeekDay } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';

/**
 * One bar per IST day of the last 30, today on the right; a day without a snapshot is an empty
 * slot. The bars are one tab stop: the arrow keys, Home and End move between days.
 */
export function ScoreHistory({ history, now }: { history: readonly HistoryPoint[]; now: number }) {
  const { t } = useTranslation(scoreNs);
  const { language } = usePreferences();
  const days: DayLabel[] = useMemo(
    () =>
      lastThirtyDays(history, now).map(({ date, score }) => {
        const value = score === null ? t('history.noScore') : t('history.points', { count: score, points: formatPoints(score, language) });
        return { date, score, day: formatWeekDay(middayOf(date), { timezone: 'IST', language }), value };
      }),
    [history, now, language, t],
  );
  const [current, setCurrent] = useState(days.length - 1);
  const bars = useRef<(HTMLLIElement | null)[]>([]);
  const keysId = useId();

  const moveTo = (at: number) => {
    const next = Math.min(days.length - 1, Math.max(0, at));
    setCurrent(next);
    bars.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: days.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    moveTo(to);
  };

  const empty = history.length === 0;
  return (
    <ScoreSection icon={History} title={t('history.title')}>
      {empty ? <p className="text-sm text-ink-300">{t('history.empty')}</p> : null}
      <div className="pt-12">
        <ol
          aria-label={t('history.chart')}
          aria-describedby={keysId}
          onKeyDown={onKeyDown}
          className="flex items-end gap-px border-b border-white/10 min-[480px]:gap-1"
          style={{ height: `${chartHeightPx}px` }}
        >
          {days.map((day, at) => (
            <HistoryBar
              key={day.date}
              ref={(bar) => {
                bars.current[at] = bar;
              }}
              day={day}
              label={t('history.bar', { date: day.day, value: day.value })}
              align={at < 4 ? 'start' : at > days.length - 5 ? 'end' : 'center'}
              tabbable={at === current}
              onFocus={() => setCurrent(at)}
            />
          ))}
        </ol>
        <p className="mt-2 flex justify-between text-xs text-ink-300">
          <span>{t('history.start')}</span>
          <span>{t('history.end')}</span>
        </p>
        <p id={keysId} className="sr-only">
          {t('history.keys')}
        </p>
      </div>
    </ScoreSection>
  );
}
