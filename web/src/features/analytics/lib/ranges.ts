/** The periods /analytics compares, as the API names them (docs/analytics.md). */
export const analyticsRanges = ['7d', '30d', '90d'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

/** The server's default when the URL names none or something else. */
export const defaultRange: AnalyticsRange = '30d';

export const rangeFrom = (value: string | null): AnalyticsRange =>
  analyticsRanges.find((range) => range === value) ?? defaultRange;
