import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { mentorshipNs } from '@/features/mentorship/i18n';
import { usePreferences } from '@/lib/preferences';
import { instantOfZoned, zonedInputsOf } from '@/lib/zoned-time';

type NextMeetingEditorProps = {
  current: string | null;
  saving: boolean;
  /** An ISO instant, or null to clear the meeting. */
  onSave: (nextMeeting: string | null) => void;
  onCancel: () => void;
};

const inputClasses =
  'h-10 w-full rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-sm text-ivory [color-scheme:dark] focus:border-gold-400 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400/40';

/** A date and a time, both read on the member's clock (Settings → time zone, IST by default) whatever the browser's, sent as one instant. */
export function NextMeetingEditor({ current, saving, onSave, onCancel }: NextMeetingEditorProps) {
  const { t } = useTranslation(mentorshipNs);
  const { timezone } = usePreferences();
  const shown = current ? zonedInputsOf(current, timezone) : null;
  const [date, setDate] = useState(shown?.date ?? '');
  const [time, setTime] = useState(shown?.time ?? '');
  const [invalid, setInvalid] = useState(false);
  const dateId = useId();
  const timeId = useId();
  const errorId = useId();

  const save = () => {
    const instant = instantOfZoned(date, time, timezone);
    setInvalid(instant === null);
    if (instant) onSave(instant);
  };

  return (
    <form
      aria-label={t('meeting.label')}
      className="flex flex-col gap-3 rounded-xl border border-white/8 bg-ink-950/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="grid grid-cols-2 gap-2">
        <label htmlFor={dateId} className="flex min-w-0 flex-col gap-1 text-xs text-ink-300">
          {t('meeting.date', { zone: timezone })}
          <input id={dateId} type="date" value={date} onChange={(event) => setDate(event.target.value)} aria-describedby={invalid ? errorId : undefined} className={inputClasses} />
        </label>
        <label htmlFor={timeId} className="flex min-w-0 flex-col gap-1 text-xs text-ink-300">
          {t('meeting.time', { zone: timezone })}
          <input id={timeId} type="time" value={time} onChange={(event) => setTime(event.target.value)} aria-describedby={invalid ? errorId : undefined} className={inputClasses} />
        </label>
      </div>
      {invalid ? (
        <p id={errorId} role="alert" className="text-xs text-rose-300">
          {t('meeting.invalid')}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('meeting.cancel')}
        </Button>
        {current ? (
          <Button variant="secondary" size="sm" onClick={() => onSave(null)} disabled={saving}>
            {t('meeting.clear')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? t('meeting.saving') : t('meeting.save')}
        </Button>
      </div>
    </form>
  );
}
