'use client';

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './charts.module.css';

/**
 * The workspace's charts, drawn with recharts (docs/newsroom.md, Reading figures; docs/performance.md,
 * Field data). Loaded only through ./chart-boxes.tsx, after the page, so the library is in no page's
 * first-load JavaScript and never in a public page's chunks. Each fills the box the page reserved.
 */

/** The site's chart colours (app/globals.css), each at least 3:1 on white, with a dash pattern so no line is told by colour alone. */
const INK = 'var(--color-grey-900, #2f3437)';
const ACCENT = 'var(--color-accent-strong, #b8460a)';
const LINES = [
  { stroke: INK, dash: undefined },
  { stroke: ACCENT, dash: '6 3' },
  { stroke: 'var(--color-link, #0b57a4)', dash: '2 3' },
  { stroke: 'var(--color-down, #c4231c)', dash: '10 4' },
  { stroke: 'var(--color-grey-700, #4a5157)', dash: '10 3 2 3' },
  { stroke: '#6b3fa0', dash: '1 5' },
] as const;
const GOOD = 'var(--color-up, #0f7b3f)';
const TICK = { fontSize: 12, fill: 'var(--color-ink-muted, #4b5563)' };

function numberFormat(locale: string, decimals = 0): Intl.NumberFormat {
  return new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    maximumFractionDigits: decimals,
    minimumFractionDigits: decimals,
  });
}

/** A long label cut to `max` characters with an ellipsis (the table beside holds it whole). */
function shortened(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : text;
}

export interface DailyPoint {
  /** The day as the table prints it. */
  label: string;
  views: number;
  downloads: number;
}

export interface DailyChartProps {
  points: DailyPoint[];
  labels: { views: string; downloads: string };
  locale: string;
}

/** Page views and downloads per day, a line each, oldest day on the left. */
export function DailyChart({ points, labels, locale }: DailyChartProps) {
  const number = numberFormat(locale);
  return (
    <LineChart
      data={points}
      responsive
      className={styles.fill}
      accessibilityLayer={false}
      margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
    >
      <CartesianGrid stroke="var(--color-grey-300, #d0d5da)" strokeDasharray="3 3" />
      <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" minTickGap={24} />
      <YAxis allowDecimals={false} tick={TICK} tickFormatter={(value: number) => number.format(value)} width={48} />
      <Tooltip formatter={(value) => number.format(Number(value))} />
      <Legend />
      <Line
        type="linear"
        dataKey="views"
        name={labels.views}
        stroke={INK}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      <Line
        type="linear"
        dataKey="downloads"
        name={labels.downloads}
        stroke={ACCENT}
        strokeWidth={2}
        strokeDasharray="6 3"
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}

export interface ChartBar {
  label: string;
  count: number;
}

export interface TopChartProps {
  bars: ChartBar[];
  countLabel: string;
  locale: string;
}

/** The leading rows of a table as horizontal bars, the first at the top. */
export function TopChart({ bars, countLabel, locale }: TopChartProps) {
  const number = numberFormat(locale);
  return (
    <BarChart
      data={bars}
      layout="vertical"
      responsive
      className={styles.fill}
      accessibilityLayer={false}
      margin={{ top: 8, right: 24, bottom: 8, left: 0 }}
    >
      <CartesianGrid stroke="var(--color-grey-300, #d0d5da)" strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" allowDecimals={false} tick={TICK} tickFormatter={(value: number) => number.format(value)} />
      <YAxis
        type="category"
        dataKey="label"
        tick={TICK}
        width={160}
        interval={0}
        tickFormatter={(value: string) => shortened(value, 24)}
      />
      <Tooltip formatter={(value) => number.format(Number(value))} />
      <Bar dataKey="count" name={countLabel} fill={INK} maxBarSize={24} isAnimationActive={false} />
    </BarChart>
  );
}

export interface VitalsPoint {
  label: string;
  /** The p75 of each route, in the order of the chart's routes; null on a day without one. */
  values: (number | null)[];
}

export interface VitalsChartProps {
  points: VitalsPoint[];
  routes: string[];
  /** The most a good value may be: a line across the chart, named by `goodLabel`. */
  good: number;
  goodLabel: string;
  decimals: number;
  locale: string;
}

/** One metric's daily p75, a line per route, with the "good" bound drawn and named. */
export function VitalsChart({ points, routes, good, goodLabel, decimals, locale }: VitalsChartProps) {
  const number = numberFormat(locale, decimals);
  return (
    <LineChart
      data={points}
      responsive
      className={styles.fill}
      accessibilityLayer={false}
      margin={{ top: 16, right: 16, bottom: 8, left: 0 }}
    >
      <CartesianGrid stroke="var(--color-grey-300, #d0d5da)" strokeDasharray="3 3" />
      <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" minTickGap={24} />
      <YAxis tick={TICK} tickFormatter={(value: number) => number.format(value)} width={56} />
      <Tooltip formatter={(value) => (value === null || value === undefined ? '-' : number.format(Number(value)))} />
      <Legend />
      <ReferenceLine
        y={good}
        stroke={GOOD}
        strokeWidth={2}
        strokeDasharray="4 4"
        ifOverflow="extendDomain"
        label={{ value: goodLabel, position: 'insideTopRight', fill: GOOD, fontSize: 12 }}
      />
      {routes.map((route, index) => {
        const line = LINES[index % LINES.length];
        return (
          <Line
            key={route}
            type="linear"
            dataKey={(point: VitalsPoint) => point.values[index]}
            name={route}
            stroke={line.stroke}
            strokeDasharray={line.dash}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls={false}
            isAnimationActive={false}
          />
        );
      })}
    </LineChart>
  );
}
