import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form, InputField, TextareaField, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import type { VerificationStep } from '@/features/verification/api/get-verification';
import { useSubmitCompany, type CompanyInfo } from '@/features/verification/api/submit-company';
import { verificationNs } from '@/features/verification/i18n';
import { placeServerErrors } from '@/features/verification/lib/failure';

const companyFields = ['companyName', 'website', 'description'] as const;
const companySchema = z.object({ companyName: z.string().trim(), website: z.string().trim(), description: z.string().trim() });

/** Company name, website and description (a 4-row textarea); the button waits for all three (SPEC sections 5 and 9). */
export function CompanyForm({ step, onSent }: { step: VerificationStep | undefined; onSent: (message: string) => void }) {
  const { t } = useTranslation(verificationNs);
  const submit = useSubmitCompany();
  const [message, setMessage] = useState<string | null>(null);
  const detail = step?.detail;
  const form = useZodForm(companySchema, {
    defaultValues: { companyName: detail?.companyName ?? '', website: detail?.website ?? '', description: detail?.description ?? '' },
  });
  const values = useWatch({ control: form.control });
  const complete = companyFields.every((field) => (values[field] ?? '').trim() !== '');

  const onSubmit = (company: CompanyInfo) => {
    setMessage(null);
    submit.mutate(company, {
      onSuccess: () => onSent(t('forms.company.sent')),
      onError: (error) => setMessage(placeServerErrors(error, companyFields, (field, text) => form.setError(field, { type: 'server', message: text }), t)),
    });
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t('forms.company.title')} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField name="companyName" autoComplete="organization" maxLength={120} label={t('forms.company.name')} />
        <InputField name="website" type="url" inputMode="url" autoComplete="url" maxLength={200} label={t('forms.company.website')} placeholder={t('forms.company.websitePlaceholder')} />
      </div>
      <TextareaField name="description" rows={4} maxLength={1000} label={t('forms.company.description')} />
      <StatusMessage message={message} />
      <Button type="submit" className="self-start" disabled={submit.isPending || !complete}>
        <Building2 aria-hidden="true" className="size-4" />
        {submit.isPending ? t('forms.company.sending') : t('forms.company.submit')}
      </Button>
    </Form>
  );
}
