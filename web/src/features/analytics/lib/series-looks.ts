import type { SeriesDay } from '@/features/analytics/api/get-analytics';

export const seriesKeys = ['connections', 'profileViews', 'messages'] as const satisfies readonly (keyof SeriesDay)[];
export type SeriesKey = (typeof seriesKeys)[number];

export type ChartTheme = 'dark' | 'light';

/** The chart's colours per theme: each line readable on the panel's background, the axes muted like body text. */
export const chartLooks: Record<ChartTheme, { series: Record<SeriesKey, string>; axis: string; grid: string }> = {
  dark: { series: { connections: '#e0b35c', profileViews: '#60a5fa', messages: '#34d399' }, axis: '#9aa6c6', grid: 'rgba(195, 203, 224, 0.08)' },
  light: { series: { connections: '#95671a', profileViews: '#2563eb', messages: '#047857' }, axis: '#51493b', grid: 'rgba(23, 20, 15, 0.08)' },
};
