import { Send } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, InputField, TextareaField, useZodForm } from '@/components/ui/form';
import { Notice } from '@/components/ui/notice';
import type { MatchCard } from '@/features/pitches/api/pitch-schemas';
import type { PitchSent } from '@/features/pitches/api/send-pitch';
import type { CardScreen } from '@/features/pitches/lib/card-kinds';
import { ApiError } from '@/lib/api-client';

export const messageLimit = 2000;
const deckLinkLimit = 500;

const deckLinkText = 'A pitch-deck link must be an http or https address of at most 500 characters.';

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

// The server's rules (docs/pitches.md), checked here first so the member need not wait for a 400.
const pitchFormSchema = (blankText: string) =>
  z.object({
    message: z.string().trim().min(1, blankText).max(messageLimit, 'A message can be at most 2000 characters.'),
    pitchDeckLink: z
      .string()
      .trim()
      .max(deckLinkLimit, deckLinkText)
      .refine((value) => value === '' || isWebAddress(value), deckLinkText),
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
  const form = useZodForm(pitchFormSchema(screen.blankText), { defaultValues: { message: '', pitchDeckLink: '' } });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const blank = form.watch('message').trim() === '';
  const noun = screen.action === 'Apply' ? 'application' : 'pitch';

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
        const { message: text, fields } = refusal(error, screen.failedText);
        setProblem(text);
        for (const [field, fieldText] of Object.entries(fields) as Array<[FormField, string]>) form.setError(field, { message: fieldText });
      },
    );
  };

  return (
    <Dialog title={`${screen.action === 'Apply' ? 'Apply to' : 'Pitch'} ${card.name}`} description={`Write a personal ${noun}. An administrator reviews it before ${card.name} sees it.`} onClose={onClose}>
      <Form form={form} onSubmit={onSubmit} aria-label={`Your ${noun}`} className="flex flex-col gap-4">
        <TextareaField name="message" label={screen.action === 'Apply' ? 'Your application' : 'Your pitch'} rows={6} maxLength={messageLimit} hint={`Up to ${messageLimit} characters.`} />
        {screen.deckLink ? <InputField name="pitchDeckLink" label="Pitch-deck link" type="url" inputMode="url" optional maxLength={deckLinkLimit} placeholder="https://" /> : null}
        <div role="alert">{problem ? <Notice tone="error">{problem}</Notice> : null}</div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank || sending}>
            <Send aria-hidden="true" className="size-4" />
            {sending ? 'Sending…' : 'Send'}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
