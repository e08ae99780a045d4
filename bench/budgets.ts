/**
 * Budgets of the "Quality gates" issue, and what the benchmark measures. bench/run.ts measures,
 * bench/check.ts compares bench/results/latest.json with these numbers.
 */

/** Pages audited by Lighthouse (default mobile settings), in this order. */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/en/newinfo/info?year=2024&page=2',
  '/financialinfo/info',
  '/basicinfo/majorshareholders',
  '/informationinfo',
] as const;

/**
 * Pages load-tested with autocannon; a static asset of similar size is measured as the baseline. The
 * price history API is measured for one year and for the longest range it serves (ten years; the
 * demonstration history holds about six).
 */
export const LOAD_PAGES = [
  '/',
  '/en/newinfo/info?year=2024&page=2',
  '/api/stock_history?from=2025-11-20&to=2026-11-20',
  '/api/stock_history?from=2016-11-21&to=2026-11-20',
] as const;

/**
 * Routes (without the /en prefix) that render charts (components/charts: the home page's financial
 * highlights and growth charts, financial info and the major shareholders donut). Their first-load
 * JavaScript budget is the chart budget; every other route has the list budget, the stock retrospect
 * and calculator included (their charts load only near the viewport).
 */
export const CHART_ROUTES: readonly string[] = [
  '/',
  '/financialinfo/info',
  '/basicinfo/majorshareholders',
];

export const budgets = {
  lighthouse: {
    /** Minimum category scores, 0–100. */
    performance: 95,
    accessibility: 100,
    bestPractices: 95,
    seo: 100,
    /** Maximum cumulative layout shift. */
    cls: 0.02,
  },
  /** Maximum first-load JavaScript, gzip, in KB of 1024 bytes. */
  firstLoadJsKB: {
    list: 150,
    chart: 220,
  },
  load: {
    connections: 50,
    durationSeconds: 20,
    /** errors (timeouts included) + non-2xx responses */
    maxErrors: 0,
    /** Maximum p99 latency in ms (on the 2-core benchmark machine). */
    maxP99Ms: 250,
  },
} as const;

export type RouteKind = 'chart' | 'list';

/** The kind of a route; `route` may carry the /en prefix. */
export function routeKind(route: string): RouteKind {
  const bare = route === '/en' ? '/' : route.replace(/^\/en(?=\/)/, '');
  return CHART_ROUTES.includes(bare) ? 'chart' : 'list';
}

export function firstLoadBudgetKB(route: string): number {
  return budgets.firstLoadJsKB[routeKind(route)];
}
