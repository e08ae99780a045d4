import type { CSSProperties } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { formatNumber, formatPercent } from '@/lib/format/number';
import { slicePercents, type DonutSlice } from './chart-data';
import { DonutChartLoader } from './chart-loader';
import styles from './chart.module.css';

export interface DonutChartProps {
  /** What the chart shows; the caption of its value table (not displayed). */
  title: string;
  /** Slices in drawing order, each with its own colour. */
  slices: readonly DonutSlice[];
  locale: Locale;
  /** Translated header of the slice-name column (e.g. 'Shareholder'). */
  categoryLabel: string;
  /** Translated header of the value column (e.g. 'Shares'). */
  valueLabel: string;
  /** Translated header of the percentage column (e.g. 'Percentage'). */
  percentLabel: string;
  /** Decimals of the values; default: up to 2. Percentages always show 2. */
  decimals?: number;
  /** Height in pixels reserved before the chart loads; default 300. */
  height?: number;
  /** Whether to draw a legend under the ring; default false (pages usually list the slices in a table). */
  legend?: boolean;
}

/**
 * A donut chart (inner radius 60%) with a server-rendered, visually hidden table of its values;
 * the plot loads in the browser after first paint inside a box of reserved height.
 */
export function DonutChart({
  title,
  slices,
  locale,
  categoryLabel,
  valueLabel,
  percentLabel,
  decimals,
  height = 300,
  legend = false,
}: DonutChartProps) {
  const percents = slicePercents(slices);
  return (
    <figure className={styles.figure}>
      <div className={styles.plot} style={{ '--chart-height': `${height}px` } as CSSProperties} aria-hidden="true">
        <DonutChartLoader slices={slices} locale={locale} decimals={decimals} legend={legend} />
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            <th scope="col">{valueLabel}</th>
            <th scope="col">{percentLabel}</th>
          </tr>
        </thead>
        <tbody>
          {slices.map((slice, index) => (
            <tr key={slice.label}>
              <th scope="row">{slice.label}</th>
              <td>{formatNumber(slice.value, locale, { decimals })}</td>
              <td>{formatPercent(percents[index], locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
