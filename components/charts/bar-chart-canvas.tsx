'use client';

import {
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  LabelList,
  Rectangle,
  ResponsiveContainer,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts';
import type { Locale } from '@/lib/i18n/routing';
import { formatNumber } from '@/lib/format/number';
import { CHART_COLORS, fillKey, toBarRows, type BarDatum, type BarSeries } from './chart-data';

export interface BarChartCanvasProps {
  data: readonly BarDatum[];
  series: readonly BarSeries[];
  locale: Locale;
  decimals?: number;
  highlightLatest: boolean;
}

const tick = { fill: CHART_COLORS.axis, fontSize: 12 };

/** The recharts drawing of BarChart; loaded only in the browser. */
export function BarChartCanvas({ data, series, locale, decimals, highlightLatest }: BarChartCanvasProps) {
  const rows = toBarRows(data, series, highlightLatest);
  const format = (value: unknown) =>
    formatNumber(typeof value === 'number' || typeof value === 'string' ? value : null, locale, { decimals });
  const grouped = series.length > 1;

  return (
    <ResponsiveContainer width="100%" height="100%">
      <RechartsBarChart data={rows} margin={{ top: 24, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={{ stroke: CHART_COLORS.grid }} />
        <YAxis
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={56}
          tickFormatter={(value: number) => formatNumber(value, locale, { decimals: 0 })}
        />
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            fill={item.color ?? CHART_COLORS.bar}
            maxBarSize={56}
            isAnimationActive={false}
            shape={(props: BarShapeProps) => (
              <Rectangle {...props} fill={String(rows[props.index]?.[fillKey(item.key)] ?? CHART_COLORS.bar)} />
            )}
          >
            <LabelList
              dataKey={item.key}
              position="top"
              fill={CHART_COLORS.label}
              fontSize={grouped ? 11 : 12}
              formatter={format}
            />
          </Bar>
        ))}
      </RechartsBarChart>
    </ResponsiveContainer>
  );
}
