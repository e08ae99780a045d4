'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { DailyChartProps, TopChartProps, VitalsChartProps } from './charts';
import styles from './charts.module.css';

/**
 * Where the workspace's pages put a chart: a box of reserved height the server sends (nothing below it
 * moves), hidden from assistive technology, which reads the table the page prints beside it; recharts
 * (./charts.tsx) is fetched once the page has loaded and draws into the box in the browser. Without
 * JavaScript the box stays empty and the table is all.
 */

const DailyChart = dynamic(() => import('./charts').then((charts) => charts.DailyChart), { ssr: false });
const TopChart = dynamic(() => import('./charts').then((charts) => charts.TopChart), { ssr: false });
const VitalsChart = dynamic(() => import('./charts').then((charts) => charts.VitalsChart), { ssr: false });

function ChartBox({ testId, size, children }: { testId: string; size?: string; children: ReactNode }) {
  return (
    <div className={size ? `${styles.box} ${size}` : styles.box} aria-hidden="true" data-testid={testId}>
      {children}
    </div>
  );
}

/** A bar chart's box grows with its bars, so a few bars are not lost in an empty frame. */
function barsBox(bars: number): string {
  if (bars <= 3) return styles.fewBars;
  return bars <= 6 ? styles.someBars : styles.manyBars;
}

export function DailyChartBox({ testId, ...chart }: DailyChartProps & { testId: string }) {
  return (
    <ChartBox testId={testId}>
      <DailyChart {...chart} />
    </ChartBox>
  );
}

export function TopChartBox({ testId, ...chart }: TopChartProps & { testId: string }) {
  return (
    <ChartBox testId={testId} size={barsBox(chart.bars.length)}>
      <TopChart {...chart} />
    </ChartBox>
  );
}

export function VitalsChartBox({ testId, ...chart }: VitalsChartProps & { testId: string }) {
  return (
    <ChartBox testId={testId}>
      <VitalsChart {...chart} />
    </ChartBox>
  );
}
