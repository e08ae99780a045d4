import type { CSSProperties } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { formatNumber } from '@/lib/format/number';
import { CHART_COLORS, type BarDatum, type BarSeries } from './chart-data';
import { BarChartLoader } from './chart-loader';
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
  /** Decimals of labels, tooltip and table; default: up to 2, trailing zeros dropped. */
  decimals?: number;
  /** Height in pixels reserved before the chart loads; default 300. */
  height?: number;
  /** Whether the latest bar of each series is orange; default true. */
  highlightLatest?: boolean;
}

/**
 * A bar chart whose figures reach every reader: the plot loads in the browser after first paint
 * inside a box of reserved height, and a visually hidden table of the same values is server-rendered
 * beside it for screen readers and crawlers. Not a client component itself, so it can sit in server
 * pages and inside client panels alike.
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
  return (
    <figure className={styles.figure}>
      {unitLabel && (
        <p className={styles.unit} aria-hidden="true">
          {unitLabel}
        </p>
      )}
      <div className={styles.plot} style={{ '--chart-height': `${height}px` } as CSSProperties} aria-hidden="true">
        <BarChartLoader
          data={data}
          series={series}
          locale={locale}
          decimals={decimals}
          highlightLatest={highlightLatest}
        />
      </div>
      {series.length > 1 && (
        // In the server HTML rather than recharts' Legend, which measures itself and draws the chart twice.
        <ul className={styles.legend} aria-hidden="true">
          {series.map((item) => (
            <li key={item.key}>
              <span className={styles.swatch} style={{ background: item.color ?? CHART_COLORS.bar }} />
              {item.label}
            </li>
          ))}
        </ul>
      )}
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((item) => (
              <th scope="col" key={item.key}>
                {header(item.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.label}</th>
              {series.map((item) => (
                <td key={item.key}>{formatNumber(datum.values[item.key], locale, { decimals })}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
