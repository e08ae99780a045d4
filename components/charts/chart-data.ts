/**
 * Pure shaping of chart props into what recharts draws and what the hidden value table lists.
 * Server and client share it; it imports nothing from recharts.
 */

/** Chart colours: hex copies of the tokens in app/globals.css (SVG fill attributes cannot read CSS variables everywhere). */
export const CHART_COLORS = {
  /** --color-grey-900: every bar but the latest. */
  bar: '#2f3437',
  /** --color-accent: the latest bar. */
  latest: '#e8590c',
  /** --color-grey-300: grid lines. */
  grid: '#d0d5da',
  /** --color-ink-muted: axis ticks and labels. */
  axis: '#4b5563',
  /** --color-ink: data labels. */
  label: '#1f2328',
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

/** A row as recharts reads it: the label, each series' value, and each series' fill under `fill:<key>`. */
export type BarRow = Record<string, string | number | null>;

export const fillKey = (seriesKey: string): string => `fill:${seriesKey}`;

/**
 * The rows recharts draws. The latest category (the last one, when highlightLatest is on) gets the
 * series' latest colour, every other bar its normal colour.
 */
export function toBarRows(data: readonly BarDatum[], series: readonly BarSeries[], highlightLatest = true): BarRow[] {
  const latest = highlightLatest ? data.length - 1 : -1;
  return data.map((datum, index) => {
    const row: BarRow = { label: datum.label };
    for (const item of series) {
      row[item.key] = datum.values[item.key] ?? null;
      row[fillKey(item.key)] =
        index === latest ? (item.latestColor ?? CHART_COLORS.latest) : (item.color ?? CHART_COLORS.bar);
    }
    return row;
  });
}

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
