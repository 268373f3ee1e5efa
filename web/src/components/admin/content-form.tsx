import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import type { ContentSave } from '@/lib/admin/use-content-save';

type ContentFormProps<TInput extends FieldValues, TOutput extends FieldValues> = {
  form: UseFormReturn<TInput, unknown, TOutput>;
  save: ContentSave<TOutput>;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
};

/** An admin create or edit form: its fields, then why it did not save, Close and the submit button. */
export function ContentForm<TInput extends FieldValues, TOutput extends FieldValues>({ form, save, onClose, children }: ContentFormProps<TInput, TOutput>) {
  return (
    <Form form={form} onSubmit={save.submit} aria-label={save.label} aria-busy={save.saving} className="flex flex-col gap-5">
      {children}
      <StatusMessage message={save.failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={save.saving}>
          Close
        </Button>
        <Button type="submit" disabled={save.saving}>
          {save.submitText}
        </Button>
      </div>
    </Form>
  );
}
