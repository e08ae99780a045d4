import type { CSSProperties } from 'react';
import type { Locale } from '@/lib/i18n';
import { formatNumber } from '@/lib/format';
import { LineChartLoader } from './chart-loader';
import { ValueTable } from './value-table';
import styles from './chart.module.css';

/** One point of a line chart: a translated x label and its value. */
export interface LinePoint {
  label: string;
  value: number | null;
}

export interface LineChartProps {
  /** Caption of the hidden value table. */
  title: string;
  points: readonly LinePoint[];
  locale: Locale;
  /** Header of the label column (e.g. 'Time') and of the value column (e.g. 'Price (baht)'). */
  categoryLabel: string;
  valueLabel: string;
  decimals?: number;
  height?: number;
}

/** A line (e.g. a price over time) with the same guarantees as BarChart: reserved height, hidden value table. */
export function LineChart({ title, points, locale, categoryLabel, valueLabel, decimals, height = 300 }: LineChartProps) {
  return (
    <figure className={styles.figure}>
      <div className={styles.plot} style={{ '--chart-height': `${height}px` } as CSSProperties} aria-hidden="true">
        <LineChartLoader points={points} locale={locale} decimals={decimals} />
      </div>
      <ValueTable
        caption={title}
        columns={[categoryLabel, valueLabel]}
        rows={points.map((point) => ({ label: point.label, cells: [formatNumber(point.value, locale, { decimals })] }))}
      />
    </figure>
  );
}
