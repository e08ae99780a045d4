'use client';

import dynamic from 'next/dynamic';

// recharts stays out of the server render and out of the JavaScript of pages without charts.
export const DonutChartLoader = dynamic(
  () => import('./donut-chart-canvas').then((module) => module.DonutChartCanvas),
  { ssr: false, loading: () => null },
);
