import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form, InputField, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import type { VerificationStep } from '@/features/verification/api/get-verification';
import { useSubmitLinkedin } from '@/features/verification/api/submit-linkedin';
import { verificationNs } from '@/features/verification/i18n';
import { placeServerErrors } from '@/features/verification/lib/failure';

const linkedinSchema = z.object({ linkedinUrl: z.string().trim() });

/** The LinkedIn profile's address (SPEC section 5: Connect disabled while blank; a URL input). */
export function LinkedinForm({ step, onSent }: { step: VerificationStep | undefined; onSent: (message: string) => void }) {
  const { t } = useTranslation(verificationNs);
  const submit = useSubmitLinkedin();
  const [message, setMessage] = useState<string | null>(null);
  const form = useZodForm(linkedinSchema, { defaultValues: { linkedinUrl: step?.detail.url ?? '' } });
  const url = useWatch({ control: form.control, name: 'linkedinUrl' });

  const onSubmit = ({ linkedinUrl }: { linkedinUrl: string }) => {
    setMessage(null);
    submit.mutate(linkedinUrl, {
      onSuccess: () => onSent(t('forms.linkedin.sent')),
      onError: (error) => setMessage(placeServerErrors(error, ['linkedinUrl'] as const, (field, text) => form.setError(field, { type: 'server', message: text }), t)),
    });
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t('forms.linkedin.title')} className="flex flex-col gap-4">
      <InputField name="linkedinUrl" type="url" inputMode="url" autoComplete="url" label={t('forms.linkedin.url')} placeholder={t('forms.linkedin.placeholder')} />
      <StatusMessage message={message} />
      <Button type="submit" className="self-start" disabled={submit.isPending || url.trim() === ''}>
        <Link2 aria-hidden="true" className="size-4" />
        {submit.isPending ? t('forms.linkedin.sending') : t('forms.linkedin.submit')}
      </Button>
    </Form>
  );
}
