import type { CSSProperties } from 'react';
import type { Locale } from '@/lib/i18n';
import { formatNumber } from '@/lib/format';
import { barLayout, CHART_COLORS, type BarDatum, type BarSeries } from './chart-data';
import { ValueTable } from './value-table';
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
 */
export function BarChart({
  title,
  data,
  series,
  locale,
  categoryLabel,
  unitLabel,
  decimals,
  height = 300,
  highlightLatest = true,
}: BarChartProps) {
  const header = (label: string) => (unitLabel ? `${label} (${unitLabel})` : label);
  const layout = barLayout(data, series, highlightLatest);
  return (
    <figure className={styles.figure}>
      {unitLabel && (
        <p className={styles.unit} aria-hidden="true">
          {unitLabel}
        </p>
      )}
      <div
        className={`${styles.plot} ${styles.barPlot} ${series.length > 1 ? styles.grouped : ''}`}
        style={{ '--chart-height': `${height}px` } as CSSProperties}
        aria-hidden="true"
        data-chart="bar"
      >
        <div className={styles.yAxis}>
          {layout.ticks.map((tick) => (
            <span key={tick.value} className={styles.yTick} style={{ bottom: `${tick.position}%` }}>
              {formatNumber(tick.value, locale, { decimals: 0 })}
            </span>
          ))}
        </div>
        <div className={styles.area}>
          {layout.ticks.map((tick) => (
            <span key={tick.value} className={styles.gridLine} style={{ bottom: `${tick.position}%` }} />
          ))}
          <div className={styles.columns}>
            {layout.columns.map((column) => (
              <div key={column.label} className={styles.column}>
                {column.bars.map((bar) => (
                  <div key={bar.key} className={styles.slot}>
                    <div
                      className={styles.bar}
                      data-value={bar.value ?? undefined}
                      style={{ bottom: `${bar.bottom}%`, height: `${bar.height}%`, background: bar.fill }}
                    >
                      <span className={bar.negative ? `${styles.barLabel} ${styles.below}` : styles.barLabel}>
                        {formatNumber(bar.value, locale, { decimals })}
                      </span>
                    </div>
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
        <div className={styles.xAxis}>
          {layout.columns.map((column) => (
            <span key={column.label}>{column.label}</span>
          ))}
        </div>
      </div>
      {series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((item) => (
            <li key={item.key}>
              <span className={styles.swatch} style={{ background: item.color ?? CHART_COLORS.bar }} />
              {item.label}
            </li>
          ))}
        </ul>
      )}
      <ValueTable
        caption={title}
        columns={[categoryLabel, ...series.map((item) => header(item.label))]}
        rows={data.map((datum) => ({
          label: datum.label,
          cells: series.map((item) => formatNumber(datum.values[item.key], locale, { decimals })),
        }))}
      />
    </figure>
  );
}
