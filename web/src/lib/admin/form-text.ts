/** How the admin forms turn text fields into the API's values, and back. */

/** Optional text: '' (or only spaces) is null. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** "fintech, Series A , fintech" → ['fintech', 'Series A']. */
export function tagsOf(text: string): string[] {
  const tags = text.split(',').map((tag) => tag.trim()).filter(Boolean);
  return [...new Set(tags)];
}

export const tagsText = (tags: readonly string[]) => tags.join(', ');

/** One item per line, blank lines dropped. */
export const linesOf = (text: string): string[] => text.split('\n').map((line) => line.trim()).filter(Boolean);

export const linesText = (lines: readonly string[]) => lines.join('\n');

export const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((each, index) => each === b[index]);

/** Only http(s) addresses are accepted as links (the server checks the same). */
export const isWebUrl = (value: string) => /^https?:\/\/[^\s<>"]+$/i.test(value.trim()) && value.trim().length > 8;
