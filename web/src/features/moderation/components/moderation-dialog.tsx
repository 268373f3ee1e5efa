import { Ban, Clock, RotateCcw, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { moderationReasonLimit, useMemberModeration, useModerateMember, useReinstateMember, type ModerationRequest } from '@/features/moderation/api/member-moderation';
import { formatWhen } from '@/lib/admin/format-when';
import type { ModerationDialogProps } from '@/lib/admin/member-moderation';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

type Action = ModerationRequest['action'];
type Length = '1' | '7' | '30' | 'until';

const actions: { value: Action; label: string }[] = [
  { value: 'warning', label: 'Warn' },
  { value: 'suspension', label: 'Suspend' },
  { value: 'ban', label: 'Ban' },
];
const lengths: { value: Length; label: string }[] = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: 'until', label: 'Until a date' },
];

const fieldClass =
  'rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-sm text-ivory focus:border-gold-400 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400/40';

function Choice<T extends string>({ legend, options, value, onChange }: { legend: string; options: { value: T; label: string }[]; value: T; onChange: (value: T) => void }) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-xs text-ink-300">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'cursor-pointer rounded-full border px-3 py-1.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-gold-300',
              value === option.value ? 'border-gold-400 bg-gold-400/10 text-gold-100' : 'border-ink-600 text-ink-200 hover:border-ink-400',
            )}
          >
            <input type="radio" className="sr-only" checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The member's suspension or ban in force, with "Lift" (a reinstatement). */
function CurrentHold({ memberId, onDone }: { memberId: string; onDone?: (summary: string) => void }) {
  const moderation = useMemberModeration(memberId);
  const reinstate = useReinstateMember(memberId);
  const hold = moderation.data?.hold;
  if (!hold) return null;
  const what = hold.action === 'ban' ? 'Banned' : `Suspended until ${formatWhen(hold.until ?? '')}`;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-rose-400/30 bg-rose-400/8 p-3 text-sm">
      <p className="text-rose-100">
        <span className="font-semibold">{what}</span>: {hold.reason}
      </p>
      {reinstate.isError ? <Notice tone="error">{reinstate.error.message}</Notice> : null}
      <Button size="sm" variant="secondary" className="self-start" disabled={reinstate.isPending} onClick={() => reinstate.mutate(undefined, { onSuccess: () => onDone?.('Reinstated: the member can sign in and is seen again.') })}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {hold.action === 'ban' ? 'Lift the ban' : 'Lift the suspension'}
      </Button>
    </div>
  );
}

/**
 * Warn, suspend (1, 7, 30 days or until a date) or ban a member, always with a reason; shows a
 * suspension or ban in force with a way to lift it. Used by the report board and the member
 * directory alike.
 */
export function ModerationDialog({ memberId, memberName, reportId, onClose, onDone }: ModerationDialogProps) {
  const [action, setAction] = useState<Action>('warning');
  const [length, setLength] = useState<Length>('7');
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const untilId = useId();
  const moderate = useModerateMember(memberId);

  const submit = () => {
    const request: ModerationRequest = { action, reason: reason.trim(), ...(reportId ? { reportId } : {}) };
    if (action === 'suspension') {
      if (length === 'until') request.until = until;
      else request.days = Number(length);
    }
    moderate.mutate(request, {
      onSuccess: (done) => onDone?.(done.action === 'warning' ? `${memberName} was warned.` : `${memberName} was ${done.action === 'ban' ? 'banned' : 'suspended'} and signed out everywhere.`),
    });
  };

  const fieldError = (name: string) => (moderate.error instanceof ApiError ? moderate.error.fields[name] : undefined);
  const ready = reason.trim() !== '' && (action !== 'suspension' || length !== 'until' || until !== '');

  return (
    <Dialog title={`Moderate ${memberName}`} description="The member is told by e-mail; a suspension or ban signs them out at once and hides them everywhere." onClose={onClose} className="max-w-lg">
      <div className="flex flex-col gap-5">
        <CurrentHold memberId={memberId} onDone={onDone} />
        <Choice legend="Action" options={actions} value={action} onChange={setAction} />
        {action === 'suspension' ? (
          <div className="flex flex-col gap-3">
            <Choice legend="For" options={lengths} value={length} onChange={setLength} />
            {length === 'until' ? (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={untilId} className="text-xs text-ink-300">
                  Ends on
                </label>
                <input id={untilId} type="date" value={until} onChange={(event) => setUntil(event.target.value)} className={cn('h-9', fieldClass)} />
                {fieldError('until') ? <p className="text-xs text-rose-300">{fieldError('until')}</p> : null}
              </div>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="text-xs text-ink-300">
            Reason <span className="text-ink-500">(the member reads it)</span>
          </label>
          <textarea id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={moderationReasonLimit} rows={3} className={cn('py-2', fieldClass)} />
        </div>
        {moderate.isError ? <Notice tone="error">{moderate.error.message}</Notice> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!ready || moderate.isPending} className={action === 'warning' ? undefined : 'from-rose-300 to-rose-500 shadow-none hover:from-rose-200 hover:to-rose-400'}>
            {action === 'warning' ? <TriangleAlert aria-hidden="true" className="size-4" /> : action === 'ban' ? <Ban aria-hidden="true" className="size-4" /> : <Clock aria-hidden="true" className="size-4" />}
            {moderate.isPending ? 'Saving…' : actions.find((a) => a.value === action)?.label}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
