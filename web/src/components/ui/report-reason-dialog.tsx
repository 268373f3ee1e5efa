import type { TFunction } from 'i18next';
import { CircleCheck, Flag } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, SelectField, TextareaField, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import { reportDetailsLimit, reportReasonValues } from '@/config/report-reasons';
import { ApiError } from '@/lib/api-client';

const reportFormSchema = (t: TFunction<'ui'>) =>
  z.object({
    reason: z.string().pipe(z.enum(reportReasonValues, t('report.chooseReason'))),
    details: z
      .string()
      .trim()
      .max(reportDetailsLimit, t('report.detailsTooLong', { count: reportDetailsLimit }))
      .transform((text) => (text === '' ? undefined : text)),
  });

export type ReasonedReport = z.output<ReturnType<typeof reportFormSchema>>;

const shownError = (error: unknown) => (error instanceof ApiError && (error.status === 429 || error.status === 400) ? `❌ ${error.message}` : null);

type ReportReasonDialogProps = {
  title: string;
  description: ReactNode;
  /** Files the report; its rejection is shown in the dialog. */
  submit: (report: ReasonedReport) => Promise<unknown>;
  onClose: () => void;
};

/** A reason and optional details for the administrators' Reports tab, whatever is reported (a member, a message). */
export function ReportReasonDialog({ title, description, submit, onClose }: ReportReasonDialogProps) {
  const { t } = useTranslation('ui');
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [message, setMessage] = useState<string | null>(null);
  const schema = useMemo(() => reportFormSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { reason: '', details: '' } });

  const onSubmit = (report: ReasonedReport) => {
    setMessage(null);
    setState('sending');
    submit(report).then(
      () => setState('sent'),
      (error: unknown) => {
        setMessage(shownError(error) ?? t('report.failed'));
        setState('editing');
      },
    );
  };

  if (state === 'sent') {
    return (
      <Dialog title={title} onClose={onClose}>
        <div role="status" className="flex flex-col items-center gap-4 py-2 text-center">
          <CircleCheck aria-hidden="true" className="size-10 text-emerald-300" strokeWidth={1.5} />
          <p className="text-ivory">{t('report.thanks')}</p>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            {t('close')}
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={title} description={description} onClose={onClose}>
      <Form form={form} onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4">
        <SelectField
          name="reason"
          label={t('report.reason')}
          options={[{ value: '', label: t('report.choose') }, ...reportReasonValues.map((value) => ({ value, label: t(`report.reasons.${value}`) }))]}
        />
        <TextareaField name="details" label={t('report.details')} optional rows={4} maxLength={reportDetailsLimit} hint={t('upTo', { count: reportDetailsLimit })} />
        <StatusMessage message={message} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={state === 'sending'}>
            <Flag aria-hidden="true" className="size-4" />
            {state === 'sending' ? t('report.sending') : t('report.send')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
