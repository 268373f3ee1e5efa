import { EyeOff, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useContentRemoval, type ContentKind } from '@/features/moderation/api/content-removal';
import { moderationReasonLimit } from '@/features/moderation/api/member-moderation';

const nouns: Record<ContentKind, { noun: string; Noun: string }> = {
  message: { noun: 'message', Noun: 'Message' },
  pitch: { noun: 'pitch', Noun: 'Pitch' },
  application: { noun: 'application', Noun: 'Application' },
};

type ContentRemovalProps = {
  kind: ContentKind;
  contentId: string;
  /** Removed already when shown (the review board knows it of pitches and applications). */
  removed?: boolean;
};

/**
 * Remove a reported message or a delivered pitch, with a reason its sender is mailed; it then reads
 * "This message (pitch) was removed by a moderator." for everyone. Once removed, Restore puts it back.
 */
export function ContentRemoval({ kind, contentId, removed: removedAtFirst = false }: ContentRemovalProps) {
  const { remove, restore } = useContentRemoval(kind, contentId);
  const { noun, Noun } = nouns[kind];
  const [removed, setRemoved] = useState(removedAtFirst);
  const [restored, setRestored] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const onRemoved = () => {
    setRemoved(true);
    setRestored(false);
    setAsking(false);
    setReason('');
  };
  const onRestored = () => {
    setRemoved(false);
    setRestored(true);
  };

  if (removed) {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-rose-200">{Noun} removed.</span>
          <Button size="sm" variant="ghost" disabled={restore.isPending} onClick={() => restore.mutate(undefined, { onSuccess: onRestored })}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Restore {noun}
          </Button>
        </div>
        {restore.error ? <Notice tone="error">{restore.error.message}</Notice> : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {restored ? <p className="text-sm text-emerald-200">{Noun} restored.</p> : null}
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
          <Button
            size="sm"
            disabled={reason.trim() === '' || remove.isPending}
            onClick={() => remove.mutate(reason.trim(), { onSuccess: onRemoved })}
            className="from-rose-300 to-rose-500 shadow-none hover:from-rose-200 hover:to-rose-400"
          >
            <EyeOff aria-hidden="true" className="size-4" />
            Remove {noun}
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="ghost" className="self-start" onClick={() => setAsking(true)}>
          <EyeOff aria-hidden="true" className="size-4" />
          Remove {noun}…
        </Button>
      )}
      {remove.error ? <Notice tone="error">{remove.error.message}</Notice> : null}
    </div>
  );
}
