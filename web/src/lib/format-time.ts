import { currentPreferences, timeZones, type Preferences } from '@/lib/preferences';

/** One formatter per key: building an Intl formatter costs more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

const relativeIn = (language: string) => cached(`relative:${language}`, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'long' }));

const steps: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.34524],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago" for an ISO time in the past, in the member's language. */
export function formatRelativeTime(iso: string, now: number = Date.now(), language: string = currentPreferences().language): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const relative = relativeIn(language);
  let amount = (then - now) / 1000;
  if (Math.abs(amount) < 45) return language === 'en' ? 'just now' : relative.format(0, 'second');
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), 'year');
}

const partsIn = (timeZone: string) => cached(`parts:${timeZone}`, () => new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }));
const clockIn = (timeZone: string) => cached(`clock:${timeZone}`, () => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }));

/**
 * The calendar day of an ISO time in the member's time zone and date format (preferences:
 * "03/12/2025", "12/03/2025" or "2025-12-03"); the text itself when it is not one.
 */
export function formatDate(iso: string, { timezone, dateFormat }: Pick<Preferences, 'timezone' | 'dateFormat'> = currentPreferences()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(partsIn(timeZones[timezone]).formatToParts(date).map((part) => [part.type, part.value]));
  const { day = '', month = '', year = '' } = parts;
  if (dateFormat === 'MM/DD/YYYY') return `${month}/${day}/${year}`;
  if (dateFormat === 'YYYY-MM-DD') return `${year}-${month}-${day}`;
  return `${day}/${month}/${year}`;
}

type Zoned = Pick<Preferences, 'timezone'>;

/** "4:30 pm" on the member's clock (preferences' time zone). */
export function formatClock(iso: string, { timezone }: Zoned = currentPreferences()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return clockIn(timeZones[timezone]).format(date).replace(/\s?AM$/, ' am').replace(/\s?PM$/, ' pm');
}

/** "Wed 03/12/2025, 1:30 am IST": a moment (a meeting, an event) in the member's time zone, date format and language, its zone named. */
export function formatDateTime(iso: string, preferences: Pick<Preferences, 'timezone' | 'dateFormat' | 'language'> = currentPreferences()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const weekday = cached(`weekday-only:${preferences.language}:${preferences.timezone}`, () =>
    new Intl.DateTimeFormat(preferences.language === 'en' ? 'en-IN' : preferences.language, { weekday: 'short', timeZone: timeZones[preferences.timezone] }),
  ).format(date);
  return `${weekday} ${formatDate(iso, preferences)}, ${formatClock(iso, preferences)} ${preferences.timezone}`;
}

/** "Mon, 30 Nov" in the member's language and time zone. */
export function formatWeekDay(iso: string, { timezone, language }: Pick<Preferences, 'timezone' | 'language'> = currentPreferences()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = language === 'en' ? 'en-IN' : language;
  return cached(`weekday:${locale}:${timezone}`, () => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: timeZones[timezone] })).format(date);
}
