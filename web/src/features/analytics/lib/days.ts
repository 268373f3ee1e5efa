import { localeOf } from '@/features/analytics/lib/figures';
import type { Language } from '@/lib/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(language: Language, withWeekday: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withWeekday}`;
  let format = formats.get(key);
  if (!format) {
    // The series' days are IST calendar days already: read them at UTC noon so no zone moves them.
    format = new Intl.DateTimeFormat(localeOf(language), { ...(withWeekday ? { weekday: 'short' } : {}), day: 'numeric', month: 'short', timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** "23 Nov" for a series day ('2025-11-23') in the member's language: the chart's axis. */
export const shortDay = (date: string, language: Language) => formatIn(language, false).format(noonOf(date));

/** "Sun, 23 Nov": the accessible table's rows. */
export const longDay = (date: string, language: Language) => formatIn(language, true).format(noonOf(date));
