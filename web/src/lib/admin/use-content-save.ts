import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { capitalised, editorTitle, nameOf, type ContentItem } from '@/lib/admin/content-noun';
import { saveFailureMessage, serverFieldErrors } from '@/lib/admin/server-field-errors';

/** What the server sends back for a saved event, story or insight; an insight has no status. */
type SavedItem = ContentItem & { status?: string };

type ContentSaveOptions<T extends SavedItem, V extends FieldValues, I, P extends object> = {
  /** "event": "✅ Event created: …", "Create event". */
  noun: string;
  /** The item the form edits; none when it creates one. */
  item: T | undefined;
  form: Pick<UseFormReturn<V>, 'setError' | 'setFocus'>;
  /** Every field a server message can land on, in the form's order. */
  fields: readonly string[];
  create: UseMutationResult<T, Error, I>;
  update: UseMutationResult<T, Error, { id: string; patch: P }>;
  /** The form's values as the create request. */
  inputOf: (values: V) => I;
  /** Only the fields the form changed, as the update request. */
  patchOf: (item: T, values: V) => P;
  onSaved: (message: string) => void;
};

export type ContentSave<V> = {
  /** The form's name: "New event" or "Edit event: …". */
  label: string;
  submit: (values: V) => void;
  saving: boolean;
  /** The line under the form when it did not save. */
  failure: string | null;
  /** "Create event", "Save changes", or what is under way. */
  submitText: string;
};

/**
 * Saves an admin create or edit form: creates the item, or patches only what changed ("Nothing to
 * save" when that is nothing); a 400's field messages go next to their fields, the first of them
 * focused, and the failure under the form.
 */
export function useContentSave<T extends SavedItem, V extends FieldValues, I, P extends object>({
  noun,
  item,
  form,
  fields,
  create,
  update,
  inputOf,
  patchOf,
  onSaved,
}: ContentSaveOptions<T, V, I, P>): ContentSave<V> {
  const [failure, setFailure] = useState<string | null>(null);
  const nounAtStart = capitalised(noun);

  const showFailure = (error: Error) => {
    const errors = serverFieldErrors(error, fields);
    for (const [field, message] of errors.fields) form.setError(field as Path<V>, { message });
    const first = errors.fields[0];
    if (first) form.setFocus(first[0] as Path<V>);
    setFailure(saveFailureMessage(error, errors));
  };

  const submit = (values: V) => {
    setFailure(null);
    if (!item) {
      create.mutate(inputOf(values), {
        onSuccess: (created) => onSaved(`✅ ${nounAtStart} created: ${nameOf(created)}${created.status === 'draft' ? ' (a draft, not shown to members yet)' : ''}.`),
        onError: showFailure,
      });
      return;
    }
    const patch = patchOf(item, values);
    if (Object.keys(patch).length === 0) {
      onSaved('Nothing to save: no field was changed.');
      return;
    }
    update.mutate({ id: item.id, patch }, { onSuccess: (saved) => onSaved(`✅ ${nounAtStart} saved: ${nameOf(saved)}.`), onError: showFailure });
  };

  return {
    label: editorTitle(noun, item),
    submit,
    saving: create.isPending || update.isPending,
    failure,
    submitText: item ? (update.isPending ? 'Saving…' : 'Save changes') : create.isPending ? 'Creating…' : `Create ${noun}`,
  };
}
