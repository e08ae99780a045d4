import type { CSSProperties } from 'react';
import type { Locale } from '@/lib/i18n';
import { formatNumber } from '@/lib/format';
import { CHART_COLORS, LINE_VIEWBOX, lineLayout } from './chart-data';
import { gridVars } from './grid';
import { LineReadout } from './line-readout';
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

/**
 * A line (e.g. a price over time) with an orange area under it, drawn in the render as one SVG path
 * stretched over the plot (docs/decisions/034-price-line-without-a-chart-library.md): in the server HTML, no chart
 * library to download or evaluate, and a new range is a new path string. The same guarantees as
 * BarChart: reserved height, the drawing hidden from assistive technology, a hidden value table. A
 * pointer over the plot shows the nearest point's label and value (LineReadout, the only client code).
 */
export function LineChart({
  title,
  points,
  locale,
  categoryLabel,
  valueLabel,
  decimals,
  height = 300,
}: LineChartProps) {
  const layout = lineLayout(points.map((point) => point.value));
  const format = (value: number | null) => formatNumber(value, locale, { decimals });
  const labelClass = (index: number) =>
    index === 0 ? styles.lineLabelFirst : index === points.length - 1 ? styles.lineLabelLast : styles.lineLabel;
  return (
    <figure className={styles.figure}>
      <div
        className={`${styles.plot} ${styles.linePlot}`}
        style={gridVars(height, layout.ticks.length) as CSSProperties}
        aria-hidden="true"
        data-chart="line"
      >
        <div className={styles.yAxis}>
          {layout.ticks.map((tick) => (
            <span key={tick.value} className={styles.yTick} style={{ bottom: `${tick.position}%` }}>
              {format(tick.value)}
            </span>
          ))}
        </div>
        <div className={styles.area}>
          <svg
            className={styles.lineSvg}
            viewBox={`0 0 ${LINE_VIEWBOX.width} ${LINE_VIEWBOX.height}`}
            preserveAspectRatio="none"
            focusable="false"
          >
            <path d={layout.area} fill={CHART_COLORS.latest} fillOpacity={0.12} stroke="none" />
            <path
              d={layout.line}
              fill="none"
              stroke={CHART_COLORS.latest}
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
              data-line
            />
          </svg>
          {points.length > 0 && (
            <LineReadout
              points={layout.points}
              texts={points.map((point) => `${point.label}: ${format(point.value)}`)}
            />
          )}
        </div>
        <div className={styles.lineAxis}>
          {layout.labels.map((index) => (
            <span
              key={index}
              className={labelClass(index)}
              style={{ left: `${layout.points[index].x}%` }}
              data-minor={layout.minorLabels.includes(index) || undefined}
            >
              {points[index].label}
            </span>
          ))}
        </div>
      </div>
      <ValueTable
        caption={title}
        columns={[categoryLabel, valueLabel]}
        rows={points.map((point) => ({ label: point.label, cells: [format(point.value)] }))}
      />
    </figure>
  );
}
