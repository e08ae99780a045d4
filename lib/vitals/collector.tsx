'use client';
import { useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { MAX_READING_URL_LENGTH, READING_ENDPOINT } from './metrics';

// Once per document: the locale layout may mount the collector again (a switch of language).
let started = false;
// The page view last reported in this document (path and query), and the one waiting to be sent.
let counted: string | null = null;
let waiting: string | null = null;
let leaving = false;

/** The workspace is not a visitor's page: its views are not measured, nor counted. */
const UNMEASURED = /^\/(?:en\/)?admin(?:\/|$)/;

/** Runs once the page has loaded and the browser is idle: nothing here competes with the page. */
function whenIdle(run: () => void) {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 0);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * Sends the page view waiting, if any (docs/newsroom.md, Reading figures). A keepalive fetch, not
 * sendBeacon: it outlives the page as a beacon does, and leaves sendBeacon to the Web Vitals report.
 */
function sendView() {
  if (waiting === null) return;
  const body = JSON.stringify({ path: waiting });
  waiting = null;
  void fetch(READING_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}

/**
 * Web Vitals from a sample of real page views (docs/performance.md, Field data), and every page view
 * for the reading figures (docs/newsroom.md, Reading figures). This leaf is all that first-load
 * JavaScript carries: web-vitals and the reporting code are imported once the page has loaded and the
 * browser is idle, so the measurement never competes with the page. The metrics web-vitals reads then
 * come from the browser's buffered performance entries.
 *
 * Page views are not sampled: the first load and each client-side navigation (a new path or query)
 * send one small request once the page is idle, or as the page is left if that comes first. A shared
 * cache answers most pages without the server, so the browser is where a view is seen.
 */
export function VitalsCollector({ sampleRate }: { sampleRate: number }) {
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? '';
  useEffect(() => {
    if (started || !(Math.random() < sampleRate) || typeof navigator.sendBeacon !== 'function') return;
    const path = location.pathname;
    if (UNMEASURED.test(path)) return;
    started = true;
    const start = () =>
      void import('./report').then(({ startReporting }) => startReporting(path)).catch(() => undefined);
    whenIdle(start);
  }, [sampleRate]);
  useEffect(() => {
    // Read from the address bar: the hooks' values only say that the page changed.
    const view = location.pathname + location.search;
    if (view === counted || UNMEASURED.test(location.pathname) || view.length > MAX_READING_URL_LENGTH) return;
    counted = view;
    // A view still waiting (a link followed before the idle moment) goes now, before the new one.
    sendView();
    waiting = view;
    if (!leaving) {
      leaving = true;
      addEventListener('pagehide', sendView);
    }
    whenIdle(sendView);
  }, [pathname, search]);
  return null;
}
