import type { Figure } from '@/features/analytics/api/get-analytics';
import type { Language } from '@/lib/i18n';

/** Indian digit grouping for English, as elsewhere in the app; each other language its own. */
export const localeOf = (language: Language) => (language === 'en' ? 'en-IN' : language);

const formats = new Map<string, Intl.NumberFormat>();
function formatIn(language: Language, style: 'decimal' | 'percent'): Intl.NumberFormat {
  const key = `${language}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { style, maximumFractionDigits: 1 });
    formats.set(key, format);
  }
  return format;
}

/** "1,234" or "2.5" in the member's language. */
export const formatCount = (value: number, language: Language) => formatIn(language, 'decimal').format(value);

/** A percent figure (25 for 25 %) in the member's language. */
export const formatPercent = (value: number, language: Language) => formatIn(language, 'percent').format(value / 100);

/**
 * How a figure moved against the period before: up, down or flat by a percentage; "new" when there
 * was nothing before and something now; "none" when there is nothing either side (docs/analytics.md).
 */
export type Movement = { kind: 'up' | 'down' | 'flat'; percent: number } | { kind: 'new' | 'none' };

export function movementOf({ change, value }: Pick<Figure, 'change' | 'value'>): Movement {
  if (change === null) return { kind: value > 0 ? 'new' : 'none' };
  if (change > 0) return { kind: 'up', percent: change };
  if (change < 0) return { kind: 'down', percent: -change };
  return { kind: 'flat', percent: 0 };
}
