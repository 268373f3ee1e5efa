import type { TFunction } from 'i18next';

import { ApiError, NetworkError } from '@/lib/api-client';

/** The line under a form that did not go through: the server's own sentence when it gave one. */
export function failureText(error: unknown, t: TFunction<'verification'>): string {
  if (error instanceof ApiError && error.status < 500 && error.status !== 401) return `❌ ${error.message}`;
  if (error instanceof NetworkError) return t('forms.offline');
  return t('forms.failed');
}

/**
 * Puts a 400's field messages under the form's own fields (`place`), and returns the line for the
 * rest: none when every message found its field.
 */
export function placeServerErrors<F extends string>(error: unknown, fields: readonly F[], place: (field: F, message: string) => void, t: TFunction<'verification'>): string | null {
  if (error instanceof ApiError && error.code === 'validation_failed') {
    const named = Object.entries(error.fields);
    const placed = fields.filter((field) => error.fields[field]);
    for (const field of placed) place(field, error.fields[field] ?? '');
    if (named.length > 0 && placed.length === named.length) return t('forms.fieldsNeedAttention');
  }
  return failureText(error, t);
}
