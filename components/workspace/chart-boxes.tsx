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

function ChartBox({ testId, tall = false, children }: { testId: string; tall?: boolean; children: ReactNode }) {
  return (
    <div className={tall ? `${styles.box} ${styles.tall}` : styles.box} aria-hidden="true" data-testid={testId}>
      {children}
    </div>
  );
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
    <ChartBox testId={testId} tall>
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
