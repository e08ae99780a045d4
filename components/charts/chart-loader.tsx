'use client';

import dynamic from 'next/dynamic';
import type { LineChartCanvasProps } from './line-chart-canvas';
import { useHasSize } from './use-has-size';
import styles from './chart.module.css';

// recharts stays out of the server render and out of the JavaScript of pages without a line chart.
const LineChartCanvas = dynamic(() => import('./line-chart-canvas').then((module) => module.LineChartCanvas), {
  ssr: false,
  loading: () => null,
});

/** Fills the reserved box and draws the chart once the box is visible (not in a hidden panel). */
export function LineChartLoader(props: LineChartCanvasProps) {
  const [ref, hasSize] = useHasSize<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.fill}>
      {hasSize && <LineChartCanvas {...props} />}
    </div>
  );
}
