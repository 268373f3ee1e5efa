import { CalendarClock } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/notice';
import { useBookVerificationCall } from '@/features/verification/api/book-verification-call';
import { verificationNs } from '@/features/verification/i18n';
import { placeServerErrors } from '@/features/verification/lib/failure';
import { bookableDays, slotsOn } from '@/features/verification/lib/video-slots';
import { cn } from '@/lib/cn';
import { formatClock, formatDateTime } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';

const controlClasses =
  'block h-12 w-full rounded-xl border border-ink-600 bg-ink-950/70 px-4 text-[0.95rem] text-ivory shadow-inner shadow-black/20 ' +
  'focus:border-gold-400 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400/40 disabled:opacity-60 [color-scheme:dark]';

/**
 * The 2–3 minute call: a day on the member's own calendar, then one of the half hours between
 * 10:00 and 17:30 IST that fall on it, shown on the member's clock (and India's, when it differs).
 */
export function VideoForm({ onBooked }: { onBooked: (message: string) => void }) {
  const { t } = useTranslation(verificationNs);
  const preferences = usePreferences();
  const { timezone } = preferences;
  const book = useBookVerificationCall();
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const [slotError, setSlotError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const days = useMemo(() => bookableDays(now, timezone), [now, timezone]);
  const slots = useMemo(() => slotsOn(date, now, timezone), [date, now, timezone]);
  const dayId = useId();
  const timeId = useId();

  const slotLabel = (instant: string) => {
    const time = formatClock(instant, { timezone });
    return timezone === 'IST' ? t('forms.video.slot', { time, zone: timezone }) : t('forms.video.slotIst', { time, zone: timezone, ist: formatClock(instant, { timezone: 'IST' }) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!slot) return;
    setMessage(null);
    setSlotError(null);
    book.mutate(slot, {
      onSuccess: () => onBooked(t('forms.video.booked', { when: formatDateTime(slot, preferences) })),
      onError: (error) => setMessage(placeServerErrors(error, ['slot'] as const, (_, text) => setSlotError(text), t)),
    });
  };

  return (
    <form aria-label={t('forms.video.title')} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <label htmlFor={dayId} className="text-sm font-medium text-ink-200">
            {t('forms.video.day')}
          </label>
          <input
            id={dayId}
            type="date"
            value={date}
            min={days.min}
            max={days.max}
            onChange={(event) => {
              setDate(event.target.value);
              setSlot('');
              setSlotError(null);
            }}
            className={controlClasses}
          />
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={timeId} className="text-sm font-medium text-ink-200">
            {t('forms.video.time')}
          </label>
          <select
            id={timeId}
            value={slot}
            disabled={slots.length === 0}
            onChange={(event) => {
              setSlot(event.target.value);
              setSlotError(null);
            }}
            aria-invalid={slotError ? true : undefined}
            aria-describedby={slotError ? `${timeId}-error` : undefined}
            className={cn(controlClasses, slotError ? 'border-rose-400/70' : null)}
          >
            <option value="" className="bg-ink-900">
              {date === '' ? t('forms.video.chooseDay') : slots.length === 0 ? t('forms.video.none') : t('forms.video.chooseTime')}
            </option>
            {slots.map((instant) => (
              <option key={instant} value={instant} className="bg-ink-900">
                {slotLabel(instant)}
              </option>
            ))}
          </select>
          {slotError ? (
            <p id={`${timeId}-error`} role="alert" className="text-sm text-rose-300">
              {slotError}
            </p>
          ) : null}
        </div>
      </div>
      <StatusMessage message={message} />
      <Button type="submit" className="self-start" disabled={book.isPending || slot === ''}>
        <CalendarClock aria-hidden="true" className="size-4" />
        {book.isPending ? t('forms.video.sending') : t('forms.video.submit')}
      </Button>
    </form>
  );
}
