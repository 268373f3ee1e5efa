import { useMemo } from 'react';
import type uPlot from 'uplot';

import type { SeriesDay } from '@/features/analytics/api/get-analytics';
import { UplotChart, type UplotOptions } from '@/features/analytics/components/uplot-chart';
import { shortDay } from '@/features/analytics/lib/days';
import { formatCount } from '@/features/analytics/lib/figures';
import { chartLooks, seriesKeys, type ChartTheme, type SeriesKey } from '@/features/analytics/lib/series-looks';
import type { Language } from '@/lib/i18n';

export type ActivityChartProps = {
  days: readonly SeriesDay[];
  names: Record<SeriesKey, string>;
  language: Language;
  theme: ChartTheme;
  /** The day under the pointer (an index into days), or null when it leaves the chart. */
  onPoint: (index: number | null) => void;
};

const font = '12px ui-sans-serif, system-ui, sans-serif';
// Whole days on the x axis, whole counts on the y axis.
const daySteps = [1, 2, 7, 14, 28];
const countSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

/** The daily series as lines over shaded areas (uPlot), loaded after the figures are on screen. */
export default function ActivityChart({ days, names, language, theme, onPoint }: ActivityChartProps) {
  const data = useMemo<uPlot.AlignedData>(() => [days.map((_, at) => at), ...seriesKeys.map((key) => days.map((day) => day[key]))], [days]);
  const options = useMemo<UplotOptions>(() => {
    const looks = chartLooks[theme];
    const axis = { stroke: looks.axis, font, grid: { stroke: looks.grid, width: 1 }, ticks: { stroke: looks.grid, width: 1 } };
    return {
      height: 260,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 8 } },
      scales: { x: { time: false }, y: { range: (_chart, _min, max) => [0, Math.max(4, max)] } },
      axes: [
        { ...axis, space: 64, incrs: daySteps, values: (_chart, splits) => splits.map((at) => (days[at] ? shortDay(days[at].date, language) : '')) },
        { ...axis, size: 44, space: 32, incrs: countSteps, values: (_chart, splits) => splits.map((count) => formatCount(count, language)) },
      ],
      series: [
        {},
        ...seriesKeys.map((key) => ({
          label: names[key],
          stroke: looks.series[key],
          fill: `${looks.series[key]}1f`,
          width: 2,
          points: { show: days.length <= 31, size: 5 },
        })),
      ],
      hooks: { setCursor: [(chart: uPlot) => onPoint(chart.cursor.idx ?? null)] },
    };
  }, [days, names, language, theme, onPoint]);
  return <UplotChart options={options} data={data} className="w-full" />;
}
