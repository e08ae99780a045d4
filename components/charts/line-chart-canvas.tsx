'use client';

import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Locale } from '@/lib/i18n';
import { formatNumber } from '@/lib/format';
import { CHART_COLORS } from './chart-data';
import type { LinePoint } from './line-chart';

const tick = { fill: CHART_COLORS.axis, fontSize: 12 };

export interface LineChartCanvasProps {
  points: readonly LinePoint[];
  locale: Locale;
  decimals?: number;
}

/** The recharts drawing of LineChart; loaded only in the browser. */
export function LineChartCanvas({ points, locale, decimals }: LineChartCanvasProps) {
  const format = (value: unknown) => formatNumber(typeof value === 'number' ? value : null, locale, { decimals });
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis dataKey="label" tick={tick} tickLine={false} minTickGap={24} axisLine={{ stroke: CHART_COLORS.grid }} />
        <YAxis tick={tick} tickLine={false} axisLine={false} width={48} domain={['auto', 'auto']} tickFormatter={format} />
        <Tooltip formatter={(value) => [format(value)]} />
        <Area
          type="monotone"
          dataKey="value"
          stroke={CHART_COLORS.latest}
          strokeWidth={2}
          fill={CHART_COLORS.latest}
          fillOpacity={0.12}
          connectNulls
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
