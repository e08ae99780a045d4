'use client';
import { useEffect } from 'react';

// Once per document: the locale layout may mount the collector again (a switch of language).
let started = false;

/** The workspace is not a visitor's page: its views are not measured. */
const UNMEASURED = /^\/(?:en\/)?admin(?:\/|$)/;

/**
 * Web Vitals from a sample of real page views (docs/performance.md, Field data). This leaf is all that
 * first-load JavaScript carries: web-vitals and the reporting code are imported once the page has
 * loaded and the browser is idle, so the measurement never competes with the page. The metrics
 * web-vitals reads then come from the browser's buffered performance entries.
 */
export function VitalsCollector({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    if (started || !(Math.random() < sampleRate) || typeof navigator.sendBeacon !== 'function') return;
    const path = location.pathname;
    if (UNMEASURED.test(path)) return;
    started = true;
    const start = () =>
      void import('./report').then(({ startReporting }) => startReporting(path)).catch(() => undefined);
    const whenIdle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 0);
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  }, [sampleRate]);
  return null;
}
