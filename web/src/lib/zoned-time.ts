import { currentPreferences, timeZones, type Timezone } from '@/lib/preferences';

const pad = (value: number) => String(value).padStart(2, '0');

const wallFormats = new Map<string, Intl.DateTimeFormat>();
const wallFormatIn = (timeZone: string) => {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    wallFormats.set(timeZone, format);
  }
  return format;
};

/** The wall clock in a zone at an instant, as the UTC fields of a Date. */
function wallClock(instant: number, timeZone: string): Date {
  const parts = Object.fromEntries(wallFormatIn(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return new Date(Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0));
}

/** The values of a date input ("2025-12-02") and a time input ("16:30") for an instant, on the member's clock. */
export function zonedInputsOf(iso: string, timezone: Timezone = currentPreferences().timezone): { date: string; time: string } | null {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return null;
  const clock = wallClock(instant, timeZones[timezone]);
  return {
    date: `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`,
    time: `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`,
  };
}

/**
 * The instant ("2025-12-02T11:00:00Z") that a date and a time input mean on the member's clock;
 * null when either is not a valid value. Daylight saving is the zone's own (Intl's data).
 */
export function instantOfZoned(date: string, time: string, timezone: Timezone = currentPreferences().timezone): string | null {
  const dateParts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeParts = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateParts || !timeParts) return null;
  const [year, month, day, hours, minutes] = [...dateParts.slice(1), ...timeParts.slice(1)].map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hours > 23 || minutes > 59) return null;
  // The zone's offset at the instant, found by correcting a first guess twice (exact across a change of offset).
  const zone = timeZones[timezone];
  let instant = wall;
  for (let i = 0; i < 2; i++) instant = wall - (wallClock(instant, zone).getTime() - instant);
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}
