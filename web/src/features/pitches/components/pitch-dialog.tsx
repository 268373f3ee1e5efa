import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, InputField, TextareaField, useZodForm } from '@/components/ui/form';
import { Notice } from '@/components/ui/notice';
import type { MatchCard } from '@/features/pitches/api/pitch-schemas';
import type { PitchSent } from '@/features/pitches/api/send-pitch';
import { pitchesNs } from '@/features/pitches/i18n';
import type { CardScreen } from '@/features/pitches/lib/card-kinds';
import { ApiError } from '@/lib/api-client';

export const messageLimit = 2000;
const deckLinkLimit = 500;

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

type FormTexts = { blank: string; tooLong: string; deckLink: string };

// The server's rules (docs/pitches.md), checked here first so the member need not wait for a 400.
const pitchFormSchema = (texts: FormTexts) =>
  z.object({
    message: z.string().trim().min(1, texts.blank).max(messageLimit, texts.tooLong),
    pitchDeckLink: z
      .string()
      .trim()
      .max(deckLinkLimit, texts.deckLink)
      .refine((value) => value === '' || isWebAddress(value), texts.deckLink),
  });

type PitchForm = z.output<ReturnType<typeof pitchFormSchema>>;
type FormField = keyof PitchForm;

/** The server's refusals: its own words where it has them (400 per field, 409, 429), else the SPEC's. */
function refusal(error: unknown, failedText: string): { message: string | null; fields: Partial<Record<FormField, string>> } {
  if (!(error instanceof ApiError)) return { message: failedText, fields: {} };
  if (error.status === 400) {
    const fields: Partial<Record<FormField, string>> = {};
    if (error.fields.message) fields.message = error.fields.message;
    if (error.fields.pitchDeckLink) fields.pitchDeckLink = error.fields.pitchDeckLink;
    return Object.keys(fields).length > 0 ? { message: null, fields } : { message: error.message, fields };
  }
  if (error.status === 409 || error.status === 429) return { message: error.message, fields: {} };
  return { message: failedText, fields: {} };
}

type PitchDialogProps = {
  screen: CardScreen;
  card: MatchCard;
  send: (pitch: { message: string; pitchDeckLink?: string }) => Promise<PitchSent>;
  onSent: (sent: PitchSent) => void;
  onClose: () => void;
};

/** The pitch or application modal: Send stays disabled until the message has text; a failure keeps it open. */
export function PitchDialog({ screen, card, send, onSent, onClose }: PitchDialogProps) {
  const { t } = useTranslation(pitchesNs);
  /** The words of this screen's action (pitch or apply). */
  const words = (key: string, name?: string) => t(`actions.${screen.action}.${key}`, { name });
  const form = useZodForm(
    pitchFormSchema({ blank: words('blank'), tooLong: t('dialog.messageTooLong', { max: messageLimit }), deckLink: t('dialog.deckLinkInvalid', { max: deckLinkLimit }) }),
    { defaultValues: { message: '', pitchDeckLink: '' } },
  );
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const blank = form.watch('message').trim() === '';

  const onSubmit = ({ message, pitchDeckLink }: PitchForm) => {
    setProblem(null);
    setSending(true);
    send(screen.deckLink && pitchDeckLink ? { message, pitchDeckLink } : { message }).then(
      (sent) => {
        setSending(false);
        form.reset();
        onSent(sent);
      },
      (error: unknown) => {
        setSending(false);
        const { message: text, fields } = refusal(error, words('failed'));
        setProblem(text);
        for (const [field, fieldText] of Object.entries(fields) as Array<[FormField, string]>) form.setError(field, { message: fieldText });
      },
    );
  };

  return (
    <Dialog title={words('dialogTitle', card.name)} description={words('dialogDescription', card.name)} onClose={onClose}>
      <Form form={form} onSubmit={onSubmit} aria-label={words('yours')} className="flex flex-col gap-4">
        <TextareaField name="message" label={words('yours')} rows={6} maxLength={messageLimit} hint={t('dialog.messageHint', { max: messageLimit })} />
        {screen.deckLink ? <InputField name="pitchDeckLink" label={t('dialog.deckLink')} type="url" inputMode="url" optional maxLength={deckLinkLimit} placeholder="https://" /> : null}
        <div role="alert">{problem ? <Notice tone="error">{problem}</Notice> : null}</div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" disabled={blank || sending}>
            <Send aria-hidden="true" className="size-4" />
            {sending ? t('dialog.sending') : t('dialog.send')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
