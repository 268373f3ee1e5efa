import { Send } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, TextareaField, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import { rejectionReasonLimit, rejectionTemplates } from '@/features/admin/lib/rejection-reasons';

const reasonSchema = z.object({
  reason: z.string().trim().max(rejectionReasonLimit, `Keep the reason to ${rejectionReasonLimit} characters.`),
});

type RejectionDialogProps = {
  /** Who is rejected, for the title. */
  name: string;
  /** Rejects with the trimmed reason ('' when none); its failure is shown in the dialog, which the caller closes on success. */
  reject: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/** Rejecting an application: an optional reason for the applicant's e-mail, from a kept template or typed. */
export function RejectionDialog({ name, reject, onClose }: RejectionDialogProps) {
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useZodForm(reasonSchema, { defaultValues: { reason: '' } });

  const onSubmit = ({ reason }: z.output<typeof reasonSchema>) => {
    setMessage(null);
    setSending(true);
    reject(reason).catch((error: unknown) => {
      setMessage(`❌ ${error instanceof Error ? error.message : 'Could not reject. Please try again.'}`);
      setSending(false);
    });
  };

  return (
    <Dialog
      title={`Reject ${name}`}
      description="The applicant is told by e-mail, with the day they may apply again. A reason is optional; it goes in the e-mail as written here."
      onClose={onClose}
    >
      <Form form={form} onSubmit={onSubmit} aria-label="Rejection" className="flex flex-col gap-4">
        <div role="group" aria-label="Reason templates" className="flex flex-wrap gap-2">
          {rejectionTemplates.map((template) => (
            <Button
              key={template.label}
              size="sm"
              variant="secondary"
              onClick={() => form.setValue('reason', template.text, { shouldValidate: true, shouldDirty: true })}
            >
              {template.label}
            </Button>
          ))}
        </div>
        <TextareaField name="reason" label="Reason for the applicant" optional rows={5} maxLength={rejectionReasonLimit} hint={`Up to ${rejectionReasonLimit} characters.`} />
        <StatusMessage message={message} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending} className="border-rose-400/40">
            <Send aria-hidden="true" className="size-4" />
            {sending ? 'Rejecting...' : 'Reject and Tell Them'}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
