import type { CSSProperties } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { formatNumber } from '@/lib/format/number';
import { LineChartLoader } from './chart-loader';
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
      {/* Hidden by its wrapper: a table keeps its content width whatever its own width, and would widen a phone's page. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={`${point.label}-${index}`}>
                <th scope="row">{point.label}</th>
                <td>{formatNumber(point.value, locale, { decimals })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
