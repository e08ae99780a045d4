'use client';

import dynamic from 'next/dynamic';

// recharts stays out of the server render and out of the JavaScript of pages without charts.
export const BarChartLoader = dynamic(() => import('./bar-chart-canvas').then((module) => module.BarChartCanvas), {
  ssr: false,
  loading: () => null,
});
