// India Standard Time is UTC+5:30 all year (no daylight saving), so the arithmetic is exact and
// does not depend on the browser's time zone or its Intl data.
const istOffsetMs = (5 * 60 + 30) * 60_000;

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock in India at an instant, read with the UTC getters. */
function istClock(iso: string): Date | null {
  const instant = new Date(iso).getTime();
  return Number.isNaN(instant) ? null : new Date(instant + istOffsetMs);
}

/** "Tue 2 Dec, 4:30 pm IST" for an ISO instant; the text itself when it is not one. */
export function formatIst(iso: string): string {
  const clock = istClock(iso);
  if (!clock) return iso;
  const hours = clock.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const day = `${weekdays[clock.getUTCDay()]} ${clock.getUTCDate()} ${months[clock.getUTCMonth()]}`;
  return `${day}, ${hour12}:${pad(clock.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'} IST`;
}

/** The values of a date input ("2025-12-02") and a time input ("16:30") for an instant, in IST. */
export function istInputsOf(iso: string): { date: string; time: string } | null {
  const clock = istClock(iso);
  if (!clock) return null;
  return {
    date: `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`,
    time: `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`,
  };
}

/** The instant ("2025-12-02T11:00:00Z") that a date and a time input mean in IST; null when either is not a valid value. */
export function instantOfIst(date: string, time: string): string | null {
  const dateParts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeParts = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateParts || !timeParts) return null;
  const [year, month, day, hours, minutes] = [...dateParts.slice(1), ...timeParts.slice(1)].map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hours > 23 || minutes > 59) return null;
  return new Date(wall - istOffsetMs).toISOString().replace('.000Z', 'Z');
}
