const formats = new Map<string, Intl.NumberFormat>();

/** A score or a number of points (one decimal at most) in the member's language: "24.9", "24,9". */
export function formatPoints(value: number, language: string): string {
  const locale = language === 'en' ? 'en-IN' : language;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    formats.set(locale, format);
  }
  return format.format(value);
}
