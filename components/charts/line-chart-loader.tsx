'use client';

import dynamic from 'next/dynamic';

export const LineChartLoader = dynamic(() => import('./line-chart-canvas').then((module) => module.LineChartCanvas), {
  ssr: false,
  loading: () => null,
});
