import { KeyRound, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form, InputField, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import { useConfirmPhoneCode } from '@/features/verification/api/confirm-phone-code';
import type { Verification, VerificationStep } from '@/features/verification/api/get-verification';
import { useSendPhoneCode } from '@/features/verification/api/send-phone-code';
import { verificationNs } from '@/features/verification/i18n';
import { failureText, placeServerErrors } from '@/features/verification/lib/failure';

const numberSchema = z.object({ phone: z.string().trim() });
const codeSchema = z.object({ code: z.string().trim() });

const maskedPhoneOf = (verification: Verification) => verification.steps.find((step) => step.id === 'phone')?.detail.phone;

/**
 * The phone step, which the SPEC's form mapping leaves out: the number, then the six-digit code
 * texted to it, with Resend. The texts under the forms are the server's own (a wrong code says how
 * many tries are left; an expired one asks for a new code).
 */
export function PhoneForm({ step, onVerified }: { step: VerificationStep | undefined; onVerified: (message: string) => void }) {
  const { t } = useTranslation(verificationNs);
  // A code already sent (the step in progress) is asked for straight away.
  const [sentTo, setSentTo] = useState<{ phone: string | null; masked: string } | null>(step?.status === 'in-progress' && step.detail.phone ? { phone: null, masked: step.detail.phone } : null);
  const [message, setMessage] = useState<string | null>(null);
  const send = useSendPhoneCode();

  const sendCode = (phone: string, resend: boolean, onFields?: (message: string) => void) => {
    setMessage(null);
    send.mutate(phone, {
      onSuccess: (verification) => {
        setSentTo({ phone, masked: maskedPhoneOf(verification) ?? phone });
        if (resend) setMessage(t('forms.phone.resent'));
      },
      onError: (error) => setMessage(onFields ? placeServerErrors(error, ['phone'] as const, (_, text) => onFields(text), t) : failureText(error, t)),
    });
  };

  if (!sentTo) return <NumberForm sending={send.isPending} message={message} onSend={(phone, onFields) => sendCode(phone, false, onFields)} />;

  return (
    <CodeForm
      sentTo={sentTo.masked}
      resending={send.isPending}
      message={message}
      onMessage={setMessage}
      onResend={sentTo.phone ? () => sendCode(sentTo.phone ?? '', true) : undefined}
      onOtherNumber={() => {
        setMessage(null);
        setSentTo(null);
      }}
      onVerified={() => onVerified(t('forms.phone.done'))}
    />
  );
}

type NumberFormProps = { sending: boolean; message: string | null; onSend: (phone: string, onFields: (message: string) => void) => void };

function NumberForm({ sending, message, onSend }: NumberFormProps) {
  const { t } = useTranslation(verificationNs);
  const form = useZodForm(numberSchema, { defaultValues: { phone: '' } });
  const phone = useWatch({ control: form.control, name: 'phone' });
  return (
    <Form form={form} onSubmit={(values) => onSend(values.phone, (text) => form.setError('phone', { type: 'server', message: text }))} aria-label={t('forms.phone.title')} className="flex flex-col gap-4">
      <InputField name="phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} placeholder="+91 98765 43210" label={t('forms.phone.number')} hint={t('forms.phone.numberHint')} />
      <StatusMessage message={message} />
      <Button type="submit" className="self-start" disabled={sending || phone.trim() === ''}>
        <Send aria-hidden="true" className="size-4" />
        {sending ? t('forms.phone.sending') : t('forms.phone.send')}
      </Button>
    </Form>
  );
}

type CodeFormProps = {
  sentTo: string;
  resending: boolean;
  message: string | null;
  onMessage: (message: string | null) => void;
  /** None when the number is not known here (a code sent before the page was opened). */
  onResend: (() => void) | undefined;
  onOtherNumber: () => void;
  onVerified: () => void;
};

function CodeForm({ sentTo, resending, message, onMessage, onResend, onOtherNumber, onVerified }: CodeFormProps) {
  const { t } = useTranslation(verificationNs);
  const confirm = useConfirmPhoneCode();
  const form = useZodForm(codeSchema, { defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });

  const onSubmit = (values: { code: string }) => {
    onMessage(null);
    confirm.mutate(values.code, {
      onSuccess: onVerified,
      onError: (error) => {
        form.setFocus('code');
        onMessage(failureText(error, t));
      },
    });
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t('forms.phone.title')} className="flex flex-col gap-4">
      <p className="text-sm text-ink-200">{t('forms.phone.sentTo', { phone: sentTo })}</p>
      <InputField name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} pattern="[0-9]*" label={t('forms.phone.code')} className="max-w-56" />
      <StatusMessage message={message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending || code.trim() === ''}>
          <KeyRound aria-hidden="true" className="size-4" />
          {confirm.isPending ? t('forms.phone.confirming') : t('forms.phone.confirm')}
        </Button>
        {onResend ? (
          <Button variant="secondary" disabled={resending} onClick={onResend}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('forms.phone.resend')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onOtherNumber}>
          {t('forms.phone.otherNumber')}
        </Button>
      </div>
    </Form>
  );
}
