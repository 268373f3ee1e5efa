import { formatClock, formatDate, formatWeekDay } from '@/lib/format-time';
import { currentPreferences, type Preferences } from '@/lib/preferences';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * "4:05 pm" today, "Tue" within the week, "3 Mar" before that: short enough for the conversation
 * list. Days are the member's (their time zone), names in their language.
 */
export function formatMessageTime(iso: string, now: Date = new Date(), preferences: Preferences = currentPreferences()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = formatDate(iso, preferences);
  if (day === formatDate(now.toISOString(), preferences)) return formatClock(iso, preferences);
  // Seven calendar days back on the member's clock: same weekday name only once.
  for (let back = 1; back <= 6; back++) {
    if (day === formatDate(new Date(now.getTime() - back * dayMs).toISOString(), preferences)) {
      return formatWeekDay(iso, preferences).split(/[,\s]/)[0] ?? day;
    }
  }
  const [weekday = '', ...rest] = formatWeekDay(iso, preferences).split(', ');
  return rest.length > 0 ? rest.join(', ') : weekday;
}
