/**
 * The budgets (docs/performance.md), and what the benchmark measures. bench/run.ts measures,
 * bench/check.ts compares bench/results/latest.json with these numbers.
 */

/**
 * Pages audited by Lighthouse (default mobile settings), in this order, each with its no-JS reference
 * (docs/performance.md, The method): one page of each kind the site serves.
 */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/en/newinfo/info?year=2024&page=2',
  '/financialinfo/info',
  '/basicinfo/majorshareholders',
  '/informationinfo',
  '/stockpriceinfo/retrospect',
  '/stockpriceinfo/calculator',
  // The site search: a results page, the state in the URL.
  '/en/search?q=dividend',
  // The quarterly results hub and one quarter's page with its webcast facade (docs/results.md).
  '/financialinfo/results',
  '/en/financialinfo/results/2025-q3',
] as const;

/**
 * Measured pages that must not be indexed: search results are `noindex` by design, so Lighthouse's
 * is-crawlable audit fails on them by design. Their SEO budget is the rest of the category at 100, and
 * the is-crawlable audit failing (the noindex is there).
 */
export const NOINDEX_PAGES: readonly string[] = ['/en/search?q=dividend'];

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

/** How a load target asked through nginx's shared cache is labelled (LoadTarget `via`). */
export const SHARED_CACHE_VIA = 'nginx shared cache';

/** A page of LOAD_PAGES is load-tested through the shared cache; an API (`/api/…`) at the bench server. */
export const isSharedCachePage = (urlPath: string) => !urlPath.startsWith('/api/');

/** Pages of the `instances` row: the home page and a list page, one instance against two behind nginx. */
export const INSTANCES_PAGES = ['/', '/en/newinfo/info?year=2024&page=2'] as const;

/**
 * The results-day part (bench/results-day.ts; docs/performance.md, Results day through the shared cache):
 * the 20 most-read public URLs on a results day, a fixed list: the home page, the quarterly results hub
 * and the latest quarter's page, the lists readers open then (SET announcements, press releases, where a
 * publication during the run appears, financial information and statements, the stock page, the
 * documents, the calendar), in both languages. autocannon cycles through them on every connection.
 */
const RESULTS_DAY_BARE = [
  '/',
  '/financialinfo/results',
  '/financialinfo/results/2025-q3',
  '/newinfo/info',
  '/newinfo/newsmedia',
  '/financialinfo/info',
  '/financialinfo/statements',
  '/stockpriceinfo/info',
  '/publisheddocsinfo/downloaddocuments',
  '/calendarinfo/info',
] as const;
export const RESULTS_DAY_URLS: readonly string[] = [
  ...RESULTS_DAY_BARE,
  ...RESULTS_DAY_BARE.map((path) => (path === '/' ? '/en' : `/en${path}`)),
];
/** The list a press release published during the results-day run appears on (English), to see it through nginx. */
export const RESULTS_DAY_PUBLISHED_ON = '/en/newinfo/newsmedia';

/**
 * URLs of the engines part (bench/engines.ts), each served by the same build on SQLite and on
 * PostgreSQL: a list page in both languages, the search page with common words (Thai and English) and a
 * rare one (the site has no search API: the page is the search), and the workspace's lists signed in.
 */
export const ENGINES_PAGES: readonly { path: string; kind: 'list' | 'search' | 'workspace' }[] = [
  { path: '/newinfo/info', kind: 'list' },
  { path: '/en/newinfo/info', kind: 'list' },
  { path: `/search?q=${encodeURIComponent('เงินปันผล')}`, kind: 'search' },
  { path: '/en/search?q=dividend', kind: 'search' },
  { path: '/en/search?q=debenture', kind: 'search' },
  { path: '/admin/items', kind: 'workspace' },
  { path: '/admin/audit', kind: 'workspace' },
];

/**
 * Parts of the benchmark that `npm run bench -- --only=<name>` runs alone, for a change that touches
 * only them: the first-load JavaScript of `routes` (both languages) and the load test of `load` (with
 * its baseline), and the `instances` row when `instances`; no Lighthouse. Results go to bench/results/<name>.json and .md; latest.json, which
 * bench:check reads, and README.md stay as the last full run left them.
 */
export const BENCH_SUBSETS = {
  /** Price history: the history API for one and for ten years of rows; the retrospect and calculator pages. */
  prices: {
    routes: ['/stockpriceinfo/retrospect', '/stockpriceinfo/calculator'],
    load: LOAD_PAGES.filter((path) => path.startsWith('/api/stock_history')),
    instances: false,
  },
  /** Downloads: the pages with table downloads and the documents ZIP form (plain links and a plain form). */
  downloads: {
    routes: [
      '/publisheddocsinfo/downloaddocuments',
      '/stockpriceinfo/retrospect',
      '/basicinfo/majorshareholders',
      '/basicinfo/dividendpayment',
      '/debtinfo/info',
      '/debtinfo/creditrating',
      '/analystinfo',
    ],
    load: [],
    instances: false,
  },
  /**
   * Several instances: one instance directly against nginx over two instances sharing Redis (bench/instances.ts),
   * on INSTANCES_PAGES. Also part of a full run when redis-server and nginx are on the machine.
   */
  instances: {
    routes: [],
    load: [],
    instances: true,
  },
  /** The workspace: its pages' first-load JS and the home page's load test during an upload (bench/workspace.ts). */
  workspace: {
    routes: [],
    load: [],
    instances: false,
    workspace: true,
  },
  /** Interaction from the first paint (bench/interaction.ts): every element of INTERACTION_ELEMENTS. */
  interaction: {
    routes: [],
    load: [],
    instances: false,
    interaction: true,
  },
  /**
   * The engines (bench/engines.ts): ENGINES_PAGES on SQLite and on PostgreSQL side by side, INSTANCES_PAGES
   * through nginx over two instances on PostgreSQL + Redis + a bucket against one, and items going live
   * exactly once with both instances' jobs running. Also part of a full run when PostgreSQL, redis-server and nginx are on the machine.
   */
  engines: {
    routes: [],
    load: [],
    instances: false,
    engines: true,
  },
  /**
   * Results day (bench/results-day.ts): RESULTS_DAY_URLS through nginx with the shipped config (its shared
   * cache) over two instances, against the same nginx and instances with proxy_cache off, a press release
   * going live in the middle of each run. Also part of a full run when redis-server and nginx are on the machine.
   */
  'results-day': {
    routes: [],
    load: [],
    instances: false,
    resultsDay: true,
  },
  /** Lighthouse 13 on LIGHTHOUSE_13_PAGES, beside the pinned Lighthouse (bench/lighthouse-13.ts). */
  lighthouse13: {
    routes: [],
    load: [],
    instances: false,
    lighthouse13: true,
  },
  /** The quarterly results hub and one quarter's page: their first-load JS, and Lighthouse against their no-JS references. */
  results: {
    routes: ['/financialinfo/results', '/financialinfo/results/2025-q3'],
    load: [],
    instances: false,
    lighthouse: ['/financialinfo/results', '/en/financialinfo/results/2025-q3'],
  },
} as const satisfies Record<
  string,
  {
    routes: readonly string[];
    load: readonly string[];
    instances: boolean;
    workspace?: boolean;
    interaction?: boolean;
    engines?: boolean;
    resultsDay?: boolean;
    lighthouse13?: boolean;
    /** Pages of LIGHTHOUSE_PAGES the part audits (none by default: Lighthouse is most of a full run's time). */
    lighthouse?: readonly (typeof LIGHTHOUSE_PAGES)[number][];
  }
>;

/** The Lighthouse pages a run audits: every one in a full run, a part's own (often none) in a part run. */
export function lighthousePagesOf(only: BenchSubset | null): readonly string[] {
  if (!only) return LIGHTHOUSE_PAGES;
  const part = BENCH_SUBSETS[only];
  return 'lighthouse' in part ? part.lighthouse : [];
}

export type BenchSubset = keyof typeof BENCH_SUBSETS;

export function isBenchSubset(name: string): name is BenchSubset {
  return Object.hasOwn(BENCH_SUBSETS, name);
}

/**
 * The IR team's workspace (bench/workspace.ts), signed in: its pages' first-load JavaScript, and the
 * home page's requests/s while an editor uploads a 20 MB PDF against the same load test without one.
 * `{id}` is a draft the step creates.
 */
export const WORKSPACE_ROUTES = [
  '/admin',
  '/admin/items',
  '/admin/items/new',
  '/admin/items/new?kind=exchangeAnnouncement',
  '/admin/items/{id}',
  '/admin/items/{id}/edit',
  '/admin/facts',
  '/admin/questions',
  '/admin/reading',
  '/admin/users',
  '/admin/audit',
  '/admin/vitals',
] as const;

/**
 * The workspace pages that draw charts with recharts (the dashboard's reading summary, the reading
 * figures, the Web Vitals): their budget is `workspaceCharts`; every other workspace page must load no
 * chart library at all.
 */
export const WORKSPACE_CHART_ROUTES: readonly string[] = ['/admin', '/admin/reading', '/admin/vitals'];

/** The names bench/first-load-js.ts gives the workspace's libraries and code in a chunk's `contains`. */
export const CHART_LIBRARY = 'recharts';
export const TOAST_LIBRARY = 'react-toastify';
export const WORKSPACE_CODE = 'workspace client code';

/**
 * Routes (without the /en prefix) that render charts (components/charts: the home page's financial
 * highlights and growth charts, financial info and the major shareholders donut). Their first-load
 * JavaScript budget is the chart budget; every other route has the list budget, the stock retrospect
 * and calculator included (their price lines are SVG paths in the HTML, with a small hover leaf).
 */
export const CHART_ROUTES: readonly string[] = ['/', '/financialinfo/info', '/basicinfo/majorshareholders'];

/**
 * The pages Lighthouse 13 measures too (bench/lighthouse-13.ts), each against its no-JS reference: the
 * home page, whose total blocking time is budgeted in every run (budgets.lighthouse13).
 */
export const LIGHTHOUSE_13_PAGES: readonly string[] = ['/'];

export const budgets = {
  lighthouse: {
    /**
     * Performance is budgeted against the page's no-JS reference measured in the same run, not as an
     * absolute score (that moves with the shared machine's load): at most this many points (0–100)
     * below the reference's median.
     */
    maxPerformanceBelowReference: 3,
    /** Maximum LCP of the page ÷ LCP of its reference. */
    maxLcpRatio: 1.2,
    /** Maximum total blocking time, ms (absolute). */
    maxTbtMs: 100,
    /** Maximum cumulative layout shift (absolute; 0 as Lighthouse rounds it, to 3 decimals). */
    cls: 0,
    /** Minimum category scores, 0–100. */
    accessibility: 100,
    bestPractices: 95,
    seo: 100,
  },
  lighthouse13: {
    /**
     * Maximum total blocking time of every Lighthouse 13 run, ms, above the blocking time of the no-JS
     * reference run right after it: a reference that blocks has no script, so what it measures is the
     * machine (a run of this shared machine's no-JS reference once gave 44 ms), and it is not held against
     * the page. The pinned Lighthouse's budget (maxTbtMs) reads its median run.
     */
    maxTbtAboveReferenceMs: 50,
  },
  /** Maximum first-load JavaScript, gzip, in KB of 1024 bytes. */
  firstLoadJsKB: {
    list: 150,
    chart: 220,
    /** The workspace's pages (WORKSPACE_ROUTES), signed in. */
    workspace: 250,
    /**
     * The workspace's pages with charts (WORKSPACE_CHART_ROUTES): recharts on top of a workspace page. They
     * measured 149.7 KB, recharts not among their first-load chunks (`--only=workspace`, BENCH_SKIP_BUILD
     * on this branch's build): the plain pages' 250 leaves them the same room.
     */
    workspaceCharts: 250,
  },
  workspace: {
    /** The PDF an editor uploads during the load test, MB (bench/pdf-samples.ts). */
    uploadMB: 20,
    /** Minimum requests/s of the home page during uploads ÷ without them (the mean of a run before and one after). */
    minRpsRatioDuringUpload: 0.9,
  },
  /**
   * The Web Vitals collector (lib/vitals): its leaf adds at most this much gzip to first-load JavaScript
   * (checked by lib/vitals/collector-size.test.ts, which bundles it alone), and the web-vitals library is
   * in no first-load chunk (checked here on every measured route).
   */
  vitalsCollectorKB: 3,
  /**
   * The load test of LOAD_PAGES: the pages through nginx's shared cache (deploy/nginx-ir-website.conf) in
   * front of the bench server, where readers meet them, and the APIs at the bench server (decision 047).
   */
  load: {
    connections: 50,
    durationSeconds: 20,
    /** errors (timeouts included) + non-2xx responses */
    maxErrors: 0,
    /** Maximum p99 latency in ms (on the 2-core benchmark machine). */
    maxP99Ms: 250,
  },
  /**
   * The load tests where every request renders the home page at an instance (the instances part, the
   * engines part's two machines against one, the workspace's uploads): LOAD's duration with fewer
   * connections (decision 047). The home page renders in about 35 ms of one core; 50 connections on one
   * instance queue for seconds, past autocannon's 10 s timeout on a busy machine, and measure the queue.
   * Behind the shared cache an origin sees about one request per URL per 45 s. The engines part's SQLite
   * against PostgreSQL keeps LOAD's connections, where its budget was calibrated.
   */
  originLoad: {
    connections: 10,
  },
  /**
   * Interaction from the first paint (bench/interaction.ts): the worst of the runs of every element at
   * every moment, ms. The same-run reference (a do-nothing button on a static page) must stay at or
   * under `referenceValidMs` for the run to be judged: above it the machine alone costs that much, and
   * its excess over the Event Timing floor (16 ms) is added to the budget of that moment.
   */
  interaction: {
    maxWorstMs: 100,
    referenceValidMs: 50,
    runs: 5,
  },
  /** The engines part (bench/engines.ts, docs/performance.md, Both engines, two machines, going live once). */
  engines: {
    /** Items scheduled for one due minute while two instances run the going-live job. */
    goingLiveItems: 100,
    /** Items gone live twice, and never: exactly once means 0 and 0. */
    maxDoubles: 0,
    maxMissed: 0,
    /**
     * Minimum requests/s through nginx over two instances ÷ over one, each page of INSTANCES_PAGES: a
     * second instance may not cost throughput. One Node process uses about one core, so even on one
     * 2-core machine two serve more: 1.11 to 1.71 in two runs under a load average of 12 to 17.
     */
    minTwoMachineRatio: 1,
    /**
     * Maximum p99 on PostgreSQL ÷ p99 on SQLite of the same URL in the same run, list and search pages of
     * ENGINES_PAGES (every request rendered): judged against the same-run reference, as Lighthouse is, since the
     * absolute p99 moves with the shared machine's load. Three runs measured 0.88 to 1.08 (docs/performance.md,
     * Both engines, two machines, going live once).
     */
    maxPostgresP99Ratio: { list: 1.5, search: 1.5 },
  },
  /**
   * Results day (bench/results-day.ts; docs/performance.md, Results day through the shared cache). Ratios and
   * counts, not absolute milliseconds: the machine is shared and noisy.
   */
  resultsDay: {
    /** autocannon's connections and measured seconds of a full run (BENCH_RESULTS_DAY_CONNECTIONS and _SECONDS change them; bench:check wants these). */
    connections: 200,
    durationSeconds: 30,
    /**
     * The seconds a shared cache holds a page (s-maxage of lib/server/pipeline/document-cache-control.mjs,
     * PAGE_SHARED_SECONDS): with the cache, the origin may see each URL at most `maxOriginPerUrlPerWindow`
     * times per started window of these seconds (a miss, and a refresh when the copy ages out), plus once
     * per purge of that URL during the run.
     */
    sharedSeconds: 45,
    maxOriginPerUrlPerWindow: 2,
    /** Maximum p99 at nginx with the cache ÷ p99 without it, in the same run. */
    maxP99Ratio: 1,
    /**
     * Responses that are neither 2xx nor 3xx, and connection errors and timeouts, with the cache. Without it
     * they are reported: every request renders, and 200 connections queue past autocannon's timeout.
     */
    maxErrors: 0,
  },
  /** The site search, on a synthetic index of at least `items` documents per language. */
  search: {
    items: 100_000,
    /** Maximum p95 of a query's CPU time (one core), ms, in each language. */
    maxP95Ms: 20,
  },
} as const;

/** The moments of an interaction, in ms after the first contentful paint (bench/interaction.ts). */
export const INTERACTION_OFFSETS_MS = [0, 250, 500, 1000, 3000] as const;

export interface InteractionElementSpec {
  id: string;
  label: string;
  /** The page, as a path of the bench server. */
  path: string;
  /** tap: a touch tap on the element's centre; key: one key pressed in the element, focused by script. */
  kind: 'tap' | 'key';
  /** A Playwright selector; its first match is used. */
  selector: string;
  key?: string;
  /** A link: the next page's document is not loaded, so the measured page stays. */
  navigates?: boolean;
  /** The greeting popup stays (it is dismissed for every other element). */
  keepPopup?: boolean;
  /** CSS added to the page, for an element that a 390 px screen keeps in the closed menu panel. */
  css?: string;
}

/**
 * Every interactive element of the interaction step, on a 390 px phone (Thai pages, the default). The
 * header search box sits in the menu panel on a phone; the step shows the panel's search item the way
 * the page without JavaScript does, to type into the box itself.
 */
export const INTERACTION_ELEMENTS: readonly InteractionElementSpec[] = [
  { id: 'menu', label: 'menu button', path: '/', kind: 'tap', selector: '[data-menu-toggle]' },
  {
    id: 'language',
    label: 'language switch (a link)',
    path: '/',
    kind: 'tap',
    selector: 'a[hreflang="en"]',
    navigates: true,
  },
  {
    id: 'home-chart-tab',
    label: 'home growth chart tab',
    path: '/',
    kind: 'tap',
    selector: '[role="tablist"] >> nth=0 >> [role="tab"] >> nth=1',
  },
  {
    id: 'home-chart-range',
    label: 'home quarter/year switch',
    path: '/',
    kind: 'tap',
    selector: '[role="tablist"] >> nth=1 >> [role="tab"] >> nth=1',
  },
  {
    id: 'header-search',
    label: 'header search box (a key)',
    path: '/',
    kind: 'key',
    selector: '#site-search-panel',
    css: '[class*="searchItem"]{display:block!important}[data-menu-toggle]+ul{display:flex!important;position:static!important;max-height:none!important;visibility:visible!important}',
  },
  {
    id: 'stock-tab',
    label: 'stock section tab (a link)',
    path: '/stockpriceinfo/info',
    kind: 'tap',
    selector: 'nav[data-print="hide"] a:not([aria-current="page"])',
    navigates: true,
  },
  {
    id: 'price-range',
    label: 'price history range button',
    path: '/stockpriceinfo/retrospect',
    kind: 'tap',
    selector: '[role="group"] button >> nth=1',
  },
  {
    id: 'calculator-field',
    label: 'calculator amount field (a key)',
    path: '/stockpriceinfo/calculator',
    kind: 'key',
    selector: 'input[name="value"]',
    key: '5',
  },
  {
    id: 'calculator-mode',
    label: 'calculator mode switch',
    path: '/stockpriceinfo/calculator',
    kind: 'tap',
    selector: 'input[name="mode"][value="shares"]',
  },
  {
    id: 'list-year',
    label: 'list year filter (arrow key)',
    path: '/newinfo/info',
    kind: 'key',
    selector: 'main select[name="year"]',
    key: 'ArrowDown',
    navigates: true,
  },
  {
    id: 'list-search',
    label: 'list search field (a key)',
    path: '/newinfo/info',
    kind: 'key',
    selector: 'main form[role="search"] input[name="q"]',
  },
  {
    id: 'pagination',
    label: 'pagination (a link)',
    path: '/newinfo/info',
    kind: 'tap',
    selector: 'main a[href*="page=2"]',
    navigates: true,
  },
  {
    id: 'form-field',
    label: 'newsletter e-mail field (a key)',
    path: '/receiveemails',
    kind: 'key',
    selector: 'main form[method="post"] input[type="email"]',
  },
  {
    id: 'form-submit',
    label: 'newsletter submit button',
    path: '/receiveemails',
    kind: 'tap',
    selector: 'main form[method="post"] button[type="submit"]',
  },
  {
    id: 'popup-close',
    label: 'popup close button',
    path: '/basicinfo/info',
    kind: 'tap',
    selector: '[data-popup-banner] button',
    keepPopup: true,
  },
];

/** The name bench/first-load-js.ts gives the web-vitals library in a chunk's `contains`. */
export const WEB_VITALS_LIBRARY = 'web-vitals';

export type RouteKind = 'chart' | 'list' | 'workspace' | 'workspaceCharts';

/** The kind of a route; `route` may carry the /en prefix. */
export function routeKind(route: string): RouteKind {
  const bare = route === '/en' ? '/' : route.replace(/^\/en(?=\/)/, '');
  if (/^\/admin(\/|\?|$)/.test(bare))
    return WORKSPACE_CHART_ROUTES.includes(bare.split('?')[0]) ? 'workspaceCharts' : 'workspace';
  return CHART_ROUTES.includes(bare) ? 'chart' : 'list';
}

export function firstLoadBudgetKB(route: string): number {
  return budgets.firstLoadJsKB[routeKind(route)];
}
