'use client';

import dynamic from 'next/dynamic';
import type { BarChartCanvasProps } from './bar-chart-canvas';
import type { DonutChartCanvasProps } from './donut-chart-canvas';
import type { LineChartCanvasProps } from './line-chart-canvas';
import { useHasSize } from './use-has-size';
import styles from './chart.module.css';

// recharts stays out of the server render and out of the JavaScript of pages without charts.
const BarChartCanvas = dynamic(() => import('./bar-chart-canvas').then((module) => module.BarChartCanvas), {
  ssr: false,
  loading: () => null,
});
const DonutChartCanvas = dynamic(() => import('./donut-chart-canvas').then((module) => module.DonutChartCanvas), {
  ssr: false,
  loading: () => null,
});
const LineChartCanvas = dynamic(() => import('./line-chart-canvas').then((module) => module.LineChartCanvas), {
  ssr: false,
  loading: () => null,
});

/** Fills the reserved box and draws the chart once the box is visible (not in a hidden panel). */
export function BarChartLoader(props: BarChartCanvasProps) {
  const [ref, hasSize] = useHasSize<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.fill}>
      {hasSize && <BarChartCanvas {...props} />}
    </div>
  );
}

export function DonutChartLoader(props: DonutChartCanvasProps) {
  const [ref, hasSize] = useHasSize<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.fill}>
      {hasSize && <DonutChartCanvas {...props} />}
    </div>
  );
}

export function LineChartLoader(props: LineChartCanvasProps) {
  const [ref, hasSize] = useHasSize<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.fill}>
      {hasSize && <LineChartCanvas {...props} />}
    </div>
  );
}
