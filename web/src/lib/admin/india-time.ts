/**
 * Events are entered and shown in India time whatever the administrator's own clock says: the
 * form's datetime-local value is read and written on IST through lib/zoned-time.
 */
import { instantOfZoned, zonedInputsOf } from '@/lib/zoned-time';

/** The value of a datetime-local input ("2026-12-05T18:30") showing an instant in IST; '' when it is not one. */
export function istInputOf(iso: string): string {
  const inputs = zonedInputsOf(iso, 'IST');
  return inputs ? `${inputs.date}T${inputs.time}` : '';
}

/** The UTC instant ("2026-12-05T13:00:00.000Z") that a datetime-local value means in IST; null when it is not a real date and time. */
export function instantOfIst(local: string): string | null {
  const [date = '', time = ''] = local.split('T');
  const instant = instantOfZoned(date, time, 'IST');
  return instant ? new Date(instant).toISOString() : null;
}

const istFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "Sat, 5 Dec 2026, 6:30 pm IST". */
export function formatIst(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${istFormat.format(date).replace(/\s*([ap]m)$/i, (_, half: string) => ` ${half.toLowerCase()}`)} IST`;
}
