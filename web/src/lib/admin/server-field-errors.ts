import { ApiError, NetworkError } from '@/lib/api-client';

export type ServerFieldErrors<F extends string> = {
  /** Each message with the form field it belongs to, in the form's order. */
  fields: Array<[F, string]>;
  /** Messages about fields the form does not show. */
  others: string[];
};

/** "challenges[2]" and "challenges.2" are about the challenges field. */
const fieldOf = (key: string) => key.replace(/(\[\d+\]|\.\d+)$/, '');

/** Sorts a 400's `fields` into those the form shows (named in `formFields`) and the rest. */
export function serverFieldErrors<F extends string>(error: unknown, formFields: readonly F[]): ServerFieldErrors<F> {
  const result: ServerFieldErrors<F> = { fields: [], others: [] };
  if (!(error instanceof ApiError) || error.status !== 400) return result;
  const byField = new Map<string, string>();
  for (const [key, message] of Object.entries(error.fields)) {
    const field = fieldOf(key);
    if (!(formFields as readonly string[]).includes(field)) result.others.push(`${key}: ${message}`);
    else if (!byField.has(field)) byField.set(field, message);
  }
  result.fields = formFields.flatMap((field) => {
    const message = byField.get(field);
    return message ? [[field, message] as [F, string]] : [];
  });
  return result;
}

/** The server's own message (a 409's reason, say), or what went wrong in words. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError) return 'Could not reach the server. Please check your connection and try again.';
  return 'Something went wrong. Please try again.';
}

/** The line under a form that did not save. */
export function saveFailureMessage(error: unknown, { fields, others }: ServerFieldErrors<string>): string {
  if (fields.length > 0 && others.length === 0) return '❌ Some fields need attention: see the messages next to them.';
  const unshown = others.length > 0 ? ` (${others.join('; ')})` : '';
  return `❌ ${failureText(error)}${unshown}`;
}
