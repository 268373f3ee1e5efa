import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';

/** The server keeps a reason to 300 characters. */
const reasonLimit = 300;

type RejectStepDialogProps = {
  /** "Meera Pillai's LinkedIn profile". */
  what: string;
  pending: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
};

/** A failed step tells the member why: the reason is asked for before rejecting. */
export function RejectStepDialog({ what, pending, error, onReject, onClose }: RejectStepDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') {
      setMissing(true);
      return;
    }
    onReject(text);
  };

  return (
    <Dialog title={`Reject ${what}?`} description="The member sees the reason on their verification page and can send the step again." onClose={onClose}>
      <form aria-label="Reject with a reason" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <label htmlFor={reasonId} className="text-sm font-medium text-ink-200">
            Reason for the member
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={reasonLimit}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `${reasonId}-error` : undefined}
            className="block w-full resize-y rounded-xl border border-ink-600 bg-ink-950/70 px-4 py-3 text-[0.95rem] text-ivory focus:border-gold-400 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400/40"
          />
          {missing ? (
            <p id={`${reasonId}-error`} role="alert" className="text-sm text-rose-300">
              Say why, for the member.
            </p>
          ) : null}
        </div>
        {error ? (
          <div role="alert">
            <Notice tone="error">{error}</Notice>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Keep waiting
          </Button>
          <Button type="submit" disabled={pending} className="from-rose-300 to-rose-500 shadow-none hover:from-rose-200 hover:to-rose-400">
            <X aria-hidden="true" className="size-4" />
            {pending ? 'Rejecting…' : 'Reject'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
