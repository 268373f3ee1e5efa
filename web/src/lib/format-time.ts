import { currentPreferences, timeZones, type Preferences } from '@/lib/preferences';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'long' });

const steps: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.34524],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago" for an ISO time in the past. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  let amount = (then - now) / 1000;
  if (Math.abs(amount) < 45) return 'just now';
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), 'year');
}

const dateParts = new Map<string, Intl.DateTimeFormat>();
const partsIn = (timeZone: string) => {
  let format = dateParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
    dateParts.set(timeZone, format);
  }
  return format;
};

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
