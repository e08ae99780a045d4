'use client';

import { Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { Locale } from '@/lib/i18n/routing';
import { formatNumber, formatPercent } from '@/lib/format/number';
import { slicePercents, type DonutSlice } from './chart-data';

export interface DonutChartCanvasProps {
  slices: readonly DonutSlice[];
  locale: Locale;
  decimals?: number;
  legend: boolean;
}

/** The recharts drawing of DonutChart; loaded only in the browser. */
export function DonutChartCanvas({ slices, locale, decimals, legend }: DonutChartCanvasProps) {
  const percents = slicePercents(slices);
  // Pie reads each sector's colour from its datum's fill.
  const data = slices.map((slice, index) => ({
    name: slice.label,
    value: slice.value,
    fill: slice.color,
    percent: percents[index],
  }));

  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        {/* The plot is aria-hidden (the table carries the values): keep its sectors out of the tab order. */}
        <Pie data={data} dataKey="value" nameKey="name" innerRadius="60%" outerRadius="90%" stroke="#fff" rootTabIndex={-1} isAnimationActive={false} />
        <Tooltip
          formatter={(value, name, item) => [
            `${formatNumber(typeof value === 'number' ? value : null, locale, { decimals })} (${formatPercent(
              (item.payload as { percent?: number } | undefined)?.percent,
              locale,
            )})`,
            name,
          ]}
        />
        {legend && <Legend wrapperStyle={{ fontSize: 13 }} />}
      </PieChart>
    </ResponsiveContainer>
  );
}
