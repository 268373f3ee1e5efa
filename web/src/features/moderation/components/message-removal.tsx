import { EyeOff, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useMessageRemoval } from '@/features/moderation/api/content-removal';
import { moderationReasonLimit } from '@/features/moderation/api/member-moderation';

/**
 * Remove a reported message, with a reason its sender is mailed; it then reads "This message was
 * removed by a moderator." for everyone. Once removed here, Restore puts it back.
 */
export function MessageRemoval({ messageId }: { messageId: string }) {
  const { remove, restore } = useMessageRemoval(messageId);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const removed = remove.isSuccess && !restore.isSuccess;
  const failed = remove.error ?? restore.error;

  if (removed) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-rose-200">Message removed.</span>
        <Button size="sm" variant="ghost" disabled={restore.isPending} onClick={() => restore.mutate()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Restore message
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {restore.isSuccess ? <p className="text-sm text-emerald-200">Message restored.</p> : null}
      {asking ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={reasonId} className="text-xs text-ink-300">
              Why remove it? <span className="text-ink-500">(the sender reads it)</span>
            </label>
            <input
              id={reasonId}
              value={reason}
              maxLength={moderationReasonLimit}
              onChange={(event) => setReason(event.target.value)}
              className="h-9 rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-sm text-ivory focus:border-gold-400 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400/40"
            />
          </div>
          <Button size="sm" disabled={reason.trim() === '' || remove.isPending} onClick={() => remove.mutate(reason.trim())} className="from-rose-300 to-rose-500 shadow-none hover:from-rose-200 hover:to-rose-400">
            <EyeOff aria-hidden="true" className="size-4" />
            Remove message
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="ghost" className="self-start" onClick={() => setAsking(true)}>
          <EyeOff aria-hidden="true" className="size-4" />
          Remove message…
        </Button>
      )}
      {failed ? <Notice tone="error">{failed.message}</Notice> : null}
    </div>
  );
}
