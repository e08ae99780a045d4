/**
 * Pure shaping of chart props into what the charts draw and what the hidden value tables list.
 * Server and client share it.
 */

/**
 * Chart colours: hex copies of the tokens in app/globals.css. They travel as data (a series may override
 * them, and each bar carries its fill), and the line chart sets them as SVG attributes.
 */
export const CHART_COLORS = {
  /** --color-grey-900: every bar but the latest. */
  bar: '#2f3437',
  /** --color-accent: the latest bar. */
  latest: '#e8590c',
  /** --color-grey-300: grid lines of the line chart. */
  grid: '#d0d5da',
  /** --color-ink-muted: axis ticks and labels. */
  axis: '#4b5563',
} as const;

/** One bar series; several make a grouped chart. */
export interface BarSeries {
  /** Key of the value in each datum's `values`. */
  key: string;
  /** Translated series name: legend, tooltip, table column header. */
  label: string;
  /** Fill of the series' bars; defaults to dark grey. */
  color?: string;
  /** Fill of the series' latest bar; defaults to orange. */
  latestColor?: string;
}

/** One category of the x axis (a year, a quarter) with one value per series; null when unknown. */
export interface BarDatum {
  /** Translated category name shown on the x axis and in the table (e.g. '2567', 'Q3/24'). */
  label: string;
  values: Readonly<Record<string, number | null>>;
}

/** One drawn bar: its value, its fill, and where it sits in percent of the plot height. */
export interface BarShape {
  key: string;
  value: number | null;
  fill: string;
  /** Distance of the bar's lower edge from the bottom of the plot, in percent. */
  bottom: number;
  /** Height of the bar in percent of the plot (0 for a missing value). */
  height: number;
  /** Whether the bar hangs below the zero line (its label goes underneath). */
  negative: boolean;
}

/** Everything a bar chart draws: the y-axis ticks (with their position) and the bars of each category. */
export interface BarLayout {
  ticks: { value: number; position: number }[];
  /** Position of the zero line in percent of the plot height. */
  zero: number;
  columns: { label: string; bars: BarShape[] }[];
}

/** Nice step multipliers of a power of ten for the y axis: 0–1,800 by 450 reads worse than 0–2,000 by 500. */
const NICE_STEPS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/**
 * Y-axis ticks that include zero and cover every value in about `intervals` equal steps of a round size
 * (1, 2, 2.5, 5 … times a power of ten). An empty or all-zero series gets 0–1.
 */
export function niceTicks(values: readonly number[], intervals = 4): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (high === low) return [0, 1];
  return roundTicks(low, high, intervals, NICE_STEPS);
}

/** Ticks from at or below `low` to at or above `high` in about `intervals` steps of a multiple of `steps` × 10ⁿ. */
function roundTicks(low: number, high: number, intervals: number, steps: readonly number[]): number[] {
  const rough = (high - low) / intervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = steps.map((multiple) => multiple * power).find((candidate) => candidate >= rough * (1 - 1e-9))!;
  const first = Math.floor(low / step + 1e-9);
  const last = Math.ceil(high / step - 1e-9);
  const ticks: number[] = [];
  // Rounded to the step's precision so 0.1 + 0.2 does not show as 0.30000000000000004.
  const precision = Math.max(0, -Math.floor(Math.log10(step)) + 2);
  for (let index = first; index <= last; index += 1) ticks.push(Number((index * step).toFixed(precision)));
  return ticks;
}

/**
 * Where each bar goes. The latest category (the last one, when highlightLatest is on) gets each series'
 * latest colour, every other bar its normal colour; a missing value gets no bar.
 */
export function barLayout(data: readonly BarDatum[], series: readonly BarSeries[], highlightLatest = true): BarLayout {
  const values = data.flatMap((datum) => series.map((item) => datum.values[item.key])).filter(isFiniteNumber);
  const tickValues = niceTicks(values);
  const low = tickValues[0];
  const range = tickValues.at(-1)! - low;
  // Hundredths of a percent are finer than a pixel; fewer digits keep the HTML short.
  const percent = (value: number) => Math.round((value / range) * 10000) / 100;
  const position = (value: number) => percent(value - low);
  const zero = position(0);
  const latest = highlightLatest ? data.length - 1 : -1;
  return {
    ticks: tickValues.map((value) => ({ value, position: position(value) })),
    zero,
    columns: data.map((datum, index) => ({
      label: datum.label,
      bars: series.map((item) => {
        const raw = datum.values[item.key];
        const value = isFiniteNumber(raw) ? raw : null;
        const fill = index === latest ? (item.latestColor ?? CHART_COLORS.latest) : (item.color ?? CHART_COLORS.bar);
        const height = value === null ? 0 : percent(Math.abs(value));
        const negative = value !== null && value < 0;
        return {
          key: item.key,
          value,
          fill,
          bottom: negative ? Math.round((zero - height) * 100) / 100 : zero,
          height,
          negative,
        };
      }),
    })),
  };
}

/** The drawing box of a line chart's SVG: its paths are in these units, stretched to the plot's size. */
export const LINE_VIEWBOX = { width: 1000, height: 1000 } as const;

/** Everything a line chart draws, in percent of the plot area or in LINE_VIEWBOX units for the paths. */
export interface LineLayout {
  /** Y-axis ticks: value and distance from the bottom of the plot area, in percent. */
  ticks: { value: number; position: number }[];
  /** The line through every known value (missing values are skipped: the line joins their neighbours). */
  line: string;
  /** The same line closed down to the bottom of the plot: the area under it. */
  area: string;
  /** Every point: its index, where it sits in percent (x from the left, y from the bottom), null when unknown. */
  points: { index: number; x: number; y: number | null }[];
  /** The indexes of the x-axis labels: the first, the last and evenly spaced ones between them. */
  labels: number[];
  /** Labels a phone leaves out so that the others do not overlap: every second one between the ends. */
  minorLabels: number[];
}

/** Steps of a line's y axis: prices read in tenths and quarters, not in steps of 0.08. */
const LINE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * Y-axis ticks of a line such as a price, which need not include zero: about `intervals` equal steps of
 * a round size from just under the lowest value to just over the highest. One value gets a step around it.
 */
export function rangeTicks(values: readonly number[], intervals = 4): number[] {
  if (values.length === 0) return [0, 1];
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (high === low) {
    const pad = Math.abs(low) / 20 || 1;
    low -= pad;
    high += pad;
  }
  return roundTicks(low, high, intervals, LINE_STEPS);
}

/**
 * Where a line chart's ticks, line, area and x labels go. Points are spread evenly across the width
 * (the first at the left edge, the last at the right); the y axis spans rangeTicks of the known values.
 * At most `maxLabels` x labels are named; of five, a phone shows three (minorLabels).
 */
export function lineLayout(values: readonly (number | null)[], maxLabels = 5): LineLayout {
  const known = values.filter(isFiniteNumber);
  const tickValues = rangeTicks(known);
  const low = tickValues[0];
  const span = tickValues.at(-1)! - low;
  const round = (value: number) => Math.round(value * 100) / 100;
  const last = values.length - 1;
  const points = values.map((value, index) => ({
    index,
    x: round(last > 0 ? (index / last) * 100 : 50),
    y: isFiniteNumber(value) ? round(((value - low) / span) * 100) : null,
  }));
  const drawn = points.filter((point): point is { index: number; x: number; y: number } => point.y !== null);
  // Percent to viewBox units, y measured from the top as SVG does; one decimal is finer than a pixel.
  const at = (point: { x: number; y: number }) =>
    `${Math.round(point.x * LINE_VIEWBOX.width) / 100},${Math.round((100 - point.y) * LINE_VIEWBOX.height) / 100}`;
  const line = drawn.map((point, index) => `${index === 0 ? 'M' : 'L'}${at(point)}`).join('');
  const area = drawn.length ? `${line}L${at({ x: drawn.at(-1)!.x, y: 0 })}L${at({ x: drawn[0].x, y: 0 })}Z` : '';
  const labelCount = Math.min(values.length, Math.max(1, maxLabels));
  const labels =
    labelCount <= 1
      ? values.length
        ? [0]
        : []
      : Array.from(
          new Set(Array.from({ length: labelCount }, (_, slot) => Math.round((slot * last) / (labelCount - 1)))),
        );
  const minorLabels = labels.length > 3 ? labels.filter((_, slot) => slot % 2 === 1 && slot < labels.length - 1) : [];
  return {
    ticks: tickValues.map((value) => ({ value, position: round(((value - low) / span) * 100) })),
    line,
    area,
    points,
    labels,
    minorLabels,
  };
}

const isFiniteNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** One slice of a donut chart. */
export interface DonutSlice {
  /** Translated slice name: tooltip, legend and table row header. */
  label: string;
  value: number;
  /** Fill of the slice. */
  color: string;
}

/** Each slice's share of the total in percent (0 for every slice when the total is 0). */
export function slicePercents(slices: readonly DonutSlice[]): number[] {
  const total = slices.reduce((sum, slice) => sum + (Number.isFinite(slice.value) ? slice.value : 0), 0);
  return slices.map((slice) => (total > 0 && Number.isFinite(slice.value) ? (slice.value / total) * 100 : 0));
}

/** One drawn ring sector: its slice, its share in percent and its SVG path (centre 0,0). */
export interface DonutSector {
  slice: DonutSlice;
  percent: number;
  path: string;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The point at `angle` (radians clockwise from 12 o'clock) on a circle of `radius` around 0,0. */
function point(radius: number, angle: number): string {
  return `${round(radius * Math.sin(angle))} ${round(-radius * Math.cos(angle))}`;
}

/**
 * The ring sectors of a donut between `inner` and `outer` radius around 0,0, clockwise from
 * 12 o'clock in slice order, each as large as its share of the total. Slices without a positive
 * value get no sector; a slice holding the whole total is a full ring (two half arcs, as one arc
 * cannot start and end at the same point).
 */
export function donutSectors(slices: readonly DonutSlice[], outer: number, inner: number): DonutSector[] {
  const percents = slicePercents(slices);
  const sectors: DonutSector[] = [];
  let start = 0;
  slices.forEach((slice, index) => {
    const percent = percents[index];
    if (!(percent > 0)) return;
    const sweep = (percent / 100) * 2 * Math.PI;
    const end = start + sweep;
    const path =
      percent >= 99.9999
        ? `M${point(outer, 0)}A${outer} ${outer} 0 1 1 ${point(outer, Math.PI)}A${outer} ${outer} 0 1 1 ${point(outer, 0)}` +
          `M${point(inner, 0)}A${inner} ${inner} 0 1 0 ${point(inner, Math.PI)}A${inner} ${inner} 0 1 0 ${point(inner, 0)}Z`
        : `M${point(outer, start)}A${outer} ${outer} 0 ${sweep > Math.PI ? 1 : 0} 1 ${point(outer, end)}` +
          `L${point(inner, end)}A${inner} ${inner} 0 ${sweep > Math.PI ? 1 : 0} 0 ${point(inner, start)}Z`;
    sectors.push({ slice, percent, path });
    start = end;
  });
  return sectors;
}
