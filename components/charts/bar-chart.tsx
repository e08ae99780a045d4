import type { Locale } from '@/lib/i18n';
import { formatNumber } from '@/lib/format';
import { barLayout, CHART_COLORS, type BarDatum, type BarSeries } from './chart-data';
import { gridVars } from './grid';
import { fragment, h, styleText, type Markup } from './markup';
import { valueTableMarkup } from './value-table';
import styles from './chart.module.css';

export interface BarChartProps {
  /** What the chart shows; the caption of its value table (not displayed: put a visible heading beside it). */
  title: string;
  /** Categories of the x axis, oldest first; the last one is the latest. */
  data: readonly BarDatum[];
  /** One series for a plain chart, more for grouped bars. */
  series: readonly BarSeries[];
  locale: Locale;
  /** Translated name of the categories (e.g. 'Year'): the first column header of the value table. */
  categoryLabel: string;
  /** Translated unit of the values (e.g. 'Million baht'), shown above the plot and in the table headers. */
  unitLabel?: string;
  /** Decimals of the bar labels and the table; default: up to 2, trailing zeros dropped. */
  decimals?: number;
  /** Height of the plot in pixels, axis labels included; default 300. */
  height?: number;
  /** Whether the latest bar of each series is orange; default true. */
  highlightLatest?: boolean;
}

/**
 * A bar chart drawn in the server HTML with no JavaScript: plain boxes placed in percent of a plot of
 * fixed height, so it is there on first paint, needs no client code (a chart library's drawing cost a
 * 200 ms main-thread task on a phone), keeps its size (no layout shift) and fits any width. The
 * drawing is hidden from assistive technology; a visually hidden table of the same values beside it
 * gives screen readers and crawlers the figures. Works in server pages and inside client panels alike.
 * Its content is one piece of static markup (./markup.ts): React hydrates the figure as one node.
 */
export function BarChart(props: BarChartProps) {
  return <figure className={styles.figure} dangerouslySetInnerHTML={barChartMarkup(props)} />;
}

/** The figure's content: unit, plot, legend and value table. */
function barChartMarkup({
  title,
  data,
  series,
  locale,
  categoryLabel,
  unitLabel,
  decimals,
  height = 300,
  highlightLatest = true,
}: BarChartProps): Markup {
  const header = (label: string) => (unitLabel ? `${label} (${unitLabel})` : label);
  const layout = barLayout(data, series, highlightLatest);
  const plot = h(
    'div',
    {
      class: `${styles.plot} ${styles.barPlot}${series.length > 1 ? ` ${styles.grouped}` : ''}`,
      style: styleText(gridVars(height, layout.ticks.length)),
      'aria-hidden': 'true',
      'data-chart': 'bar',
    },
    h(
      'div',
      { class: styles.yAxis },
      layout.ticks.map((tick) =>
        h(
          'span',
          { class: styles.yTick, style: `bottom:${tick.position}%` },
          formatNumber(tick.value, locale, { decimals: 0 }),
        ),
      ),
    ),
    h(
      'div',
      { class: styles.area },
      layout.columns.map((column) =>
        h(
          'div',
          { class: styles.column },
          column.bars.map((bar) =>
            h(
              'div',
              {
                class: styles.bar,
                'data-value': bar.value ?? undefined,
                style: styleText({
                  bottom: bar.bottom ? `${bar.bottom}%` : undefined,
                  height: `${bar.height}%`,
                  background: bar.fill,
                }),
              },
              h(
                'span',
                { class: bar.negative ? `${styles.barLabel} ${styles.below}` : styles.barLabel },
                formatNumber(bar.value, locale, { decimals }),
              ),
            ),
          ),
        ),
      ),
    ),
    h(
      'div',
      { class: styles.xAxis },
      layout.columns.map((column) => h('span', null, column.label)),
    ),
  );
  return fragment(
    unitLabel && h('p', { class: styles.unit, 'aria-hidden': 'true' }, unitLabel),
    plot,
    series.length > 1 &&
      h(
        'ul',
        { class: styles.legend, 'aria-hidden': 'true' },
        series.map((item) =>
          h(
            'li',
            null,
            h('span', { class: styles.swatch, style: `background:${item.color ?? CHART_COLORS.bar}` }),
            item.label,
          ),
        ),
      ),
    h(
      'div',
      { class: 'visually-hidden' },
      valueTableMarkup({
        caption: title,
        columns: [categoryLabel, ...series.map((item) => header(item.label))],
        rows: data.map((datum) => ({
          label: datum.label,
          cells: series.map((item) => formatNumber(datum.values[item.key], locale, { decimals })),
        })),
      }),
    ),
  );
}
