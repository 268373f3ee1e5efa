import type { Timezone } from '@/lib/preferences';
import { instantOfZoned, zonedInputsOf } from '@/lib/zoned-time';

const hour = 3_600_000;
const day = 24 * hour;

/** The bookable half hours on India's clock (docs/verification.md): 10:00, 10:30 … 17:30 IST. */
export const istHalfHours: readonly string[] = Array.from({ length: 16 }, (_, index) => {
  const minutes = 10 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

/** "2025-03-10" three days on from `date` (a date input's value). */
function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * day).toISOString().slice(0, 10);
}

/** The first and last day a call can be booked on, on the member's clock (date input min and max). */
export function bookableDays(now: number, timezone: Timezone): { min: string; max: string } {
  return {
    min: zonedInputsOf(new Date(now + hour).toISOString(), timezone)?.date ?? '',
    max: zonedInputsOf(new Date(now + 30 * day).toISOString(), timezone)?.date ?? '',
  };
}

/**
 * The slots (UTC instants, earliest first) that fall on `date` of the member's own calendar: the
 * IST half hours of that day and the days either side (another zone's day straddles two of
 * India's), kept when they land on `date` in the member's zone and an hour to 30 days from now.
 */
export function slotsOn(date: string, now: number, timezone: Timezone): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
  const slots = [-1, 0, 1].flatMap((offset) => istHalfHours.map((time) => instantOfZoned(shiftDate(date, offset), time, 'IST')));
  return slots
    .filter((slot): slot is string => slot !== null)
    .filter((slot) => zonedInputsOf(slot, timezone)?.date === date)
    .filter((slot) => {
      const at = Date.parse(slot);
      return at >= now + hour && at <= now + 30 * day;
    })
    .sort();
}
