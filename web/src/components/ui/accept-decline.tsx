import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { LazyNoteDialog, prefetchNoteDialog } from '@/components/ui/lazy-note-dialog';
import { Notice } from '@/components/ui/notice';
import { cn } from '@/lib/cn';

type AcceptDeclineProps = {
  /** Who is answered: the buttons' names and the dialog's title. */
  name: string;
  /** Runs the accept; rejects when it failed, and `failure` is shown. */
  accept: () => Promise<unknown>;
  accepting: boolean;
  /** "❌ Could not accept the … Please try again." */
  failure: string;
  /** The decline dialog's line under its title. */
  declineDescription: string;
  noteMaxLength: number;
  /** Runs the decline with the optional note; the dialog shows a rejection. */
  decline: (note: string) => Promise<unknown>;
  /** Classes for each button (their width in the card's layout). */
  buttonClassName?: string;
};

/** Accept, or Decline with an optional note in a dialog: how a member answers a request. */
export function AcceptDecline({ name, accept, accepting, failure, declineDescription, noteMaxLength, decline, buttonClassName }: AcceptDeclineProps) {
  const { t } = useTranslation('ui');
  const [declining, setDeclining] = useState(false);
  const [failed, setFailed] = useState(false);

  const onAccept = () => {
    setFailed(false);
    // A promise, not a mutation's callbacks: those are dropped once the answered card leaves its list.
    accept().catch(() => setFailed(true));
  };

  return (
    <>
      {failed ? (
        <div role="alert">
          <Notice tone="error">{failure}</Notice>
        </div>
      ) : null}
      <div className="mt-auto flex gap-2">
        <Button size="sm" className={cn('flex-1', buttonClassName)} onClick={onAccept} disabled={accepting} aria-label={t('accept.acceptName', { name })}>
          <Check aria-hidden="true" className="size-4" />
          {accepting ? t('accept.accepting') : t('accept.accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className={cn('flex-1', buttonClassName)}
          onClick={() => setDeclining(true)}
          {...prefetchNoteDialog}
          disabled={accepting}
          aria-label={t('accept.declineName', { name })}
        >
          <X aria-hidden="true" className="size-4" />
          {t('accept.decline')}
        </Button>
      </div>
      {declining ? (
        <LazyNoteDialog
          title={t('accept.declineTitle', { name })}
          description={declineDescription}
          label={t('accept.note')}
          maxLength={noteMaxLength}
          confirmLabel={t('accept.decline')}
          pendingLabel={t('accept.declining')}
          icon={X}
          submit={decline}
          onClose={() => setDeclining(false)}
        />
      ) : null}
    </>
  );
}
