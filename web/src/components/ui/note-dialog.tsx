import type { LucideIcon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, TextareaField, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';

type NoteDialogProps = {
  title: string;
  description?: ReactNode;
  /** The note's label ("Note", "Message"); the note is always optional. */
  label: string;
  maxLength: number;
  confirmLabel: string;
  pendingLabel: string;
  icon: LucideIcon;
  /** Sends the answer with the trimmed note ('' when none); its rejection is shown in the dialog, which the caller closes on success. */
  submit: (note: string) => Promise<unknown>;
  onClose: () => void;
};

const shownError = (error: unknown) => (error instanceof ApiError && error.status < 500 && error.status !== 401 ? `❌ ${error.message}` : null);

/** An answer that may carry a short note: declining a request, contacting a founder. */
export function NoteDialog({ title, description, label, maxLength, confirmLabel, pendingLabel, icon: Icon, submit, onClose }: NoteDialogProps) {
  const { t } = useTranslation('ui');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const schema = useMemo(
    () => z.object({ note: z.string().trim().max(maxLength, t('keepTo', { count: maxLength })) }),
    [maxLength, t],
  );
  const form = useZodForm(schema, { defaultValues: { note: '' } });

  const onSubmit = ({ note }: { note: string }) => {
    setMessage(null);
    setSending(true);
    submit(note).catch((error: unknown) => {
      setMessage(shownError(error) ?? t('sendFailed'));
      setSending(false);
    });
  };

  return (
    <Dialog title={title} description={description} onClose={onClose}>
      <Form form={form} onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4">
        <TextareaField name="note" label={label} optional rows={4} maxLength={maxLength} hint={t('upTo', { count: maxLength })} />
        <StatusMessage message={message} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={sending}>
            <Icon aria-hidden="true" className="size-4" />
            {sending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
