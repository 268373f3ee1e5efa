import { CircleCheck, Flag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, SelectField, TextareaField, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import { reportDetailsLimit, reportReasons, reportReasonValues } from '@/config/report-reasons';
import { ApiError } from '@/lib/api-client';

const reportFormSchema = z.object({
  reason: z.string().pipe(z.enum(reportReasonValues, 'Please choose a reason.')),
  details: z
    .string()
    .trim()
    .max(reportDetailsLimit, `Please keep the details under ${reportDetailsLimit} characters.`)
    .transform((text) => (text === '' ? undefined : text)),
});

export type ReasonedReport = z.output<typeof reportFormSchema>;

const failureMessage = (error: unknown) =>
  error instanceof ApiError && (error.status === 429 || error.status === 400) ? `❌ ${error.message}` : '❌ Could not send the report. Please try again.';

type ReportReasonDialogProps = {
  title: string;
  description: ReactNode;
  /** Files the report; its rejection is shown in the dialog. */
  submit: (report: ReasonedReport) => Promise<unknown>;
  onClose: () => void;
};

/** A reason and optional details for the administrators' Reports tab, whatever is reported (a member, a message). */
export function ReportReasonDialog({ title, description, submit, onClose }: ReportReasonDialogProps) {
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [message, setMessage] = useState<string | null>(null);
  const form = useZodForm(reportFormSchema, { defaultValues: { reason: '', details: '' } });

  const onSubmit = (report: ReasonedReport) => {
    setMessage(null);
    setState('sending');
    submit(report).then(
      () => setState('sent'),
      (error: unknown) => {
        setMessage(failureMessage(error));
        setState('editing');
      },
    );
  };

  if (state === 'sent') {
    return (
      <Dialog title={title} onClose={onClose}>
        <div role="status" className="flex flex-col items-center gap-4 py-2 text-center">
          <CircleCheck aria-hidden="true" className="size-10 text-emerald-300" strokeWidth={1.5} />
          <p className="text-ivory">Thanks — our team will review this report.</p>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Close
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={title} description={description} onClose={onClose}>
      <Form form={form} onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4">
        <SelectField name="reason" label="Reason" options={[{ value: '', label: 'Choose a reason' }, ...reportReasons]} />
        <TextareaField name="details" label="Details" optional rows={4} maxLength={reportDetailsLimit} hint={`Up to ${reportDetailsLimit} characters.`} />
        <StatusMessage message={message} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={state === 'sending'}>
            <Flag aria-hidden="true" className="size-4" />
            {state === 'sending' ? 'Sending…' : 'Send report'}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
