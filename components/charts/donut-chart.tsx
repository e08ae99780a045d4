import type { CSSProperties } from 'react';
import type { Locale } from '@/lib/i18n';
import { formatNumber, formatPercent } from '@/lib/format';
import { donutSectors, slicePercents, type DonutSlice } from './chart-data';
import { ValueTable } from './value-table';
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
  /** Height of the plot in pixels; default 300. */
  height?: number;
}

/** Outer and inner radius of the ring in the 200 × 200 drawing: 90% and 60% of the half width. */
const OUTER = 90;
const INNER = 60;

/**
 * A donut chart (inner radius 60%) drawn as SVG in the server HTML, no JavaScript: there on first
 * paint at its fixed height. Each sector names its slice, value and share in a hover tooltip
 * (<title>); the drawing is hidden from assistive technology and a visually hidden table beside it
 * gives screen readers and crawlers the same figures.
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
}: DonutChartProps) {
  const percents = slicePercents(slices);
  return (
    <figure className={styles.figure}>
      <div
        className={styles.plot}
        style={{ '--chart-height': `${height}px` } as CSSProperties}
        aria-hidden="true"
        data-chart="donut"
      >
        <svg className={styles.fill} viewBox="-100 -100 200 200" focusable="false">
          {donutSectors(slices, OUTER, INNER).map(({ slice, percent, path }) => (
            <path key={slice.label} d={path} fill={slice.color} stroke="#fff" strokeWidth={1} fillRule="evenodd">
              <title>{`${slice.label}: ${formatNumber(slice.value, locale, { decimals })} (${formatPercent(percent, locale)})`}</title>
            </path>
          ))}
        </svg>
      </div>
      <ValueTable
        caption={title}
        columns={[categoryLabel, valueLabel, percentLabel]}
        rows={slices.map((slice, index) => ({
          label: slice.label,
          cells: [formatNumber(slice.value, locale, { decimals }), formatPercent(percents[index], locale)],
        }))}
      />
    </figure>
  );
}
