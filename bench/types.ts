import type { RouteKind } from './budgets';
/** Shape of bench/results/latest.json (written by bench/run.ts, read by bench/check.ts). */

export interface LighthouseMetrics {
  /** Category scores, 0–100. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /**
   * The SEO score without the is-crawlable audit (the same weighted mean over the other audits), and
   * that audit's score: a page that must not be indexed (NOINDEX_PAGES) fails it by design.
   */
  seoWithoutCrawlable?: number | null;
  crawlable?: number | null;
  lcpMs: number | null;
  /** The largest-contentful-paint element: CSS selector and its text (truncated). */
  lcpElement: string | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** JavaScript transferred during the audited load, lazily loaded chunks included (resource-summary). */
  scriptTransferBytes: number | null;
  /** Lighthouse's CPU benchmark of the machine during the run (higher = faster). */
  benchmarkIndex: number | null;
  /** Score of the back/forward cache audit (1 = the page may be restored from the bfcache). */
  bfCache: number | null;
  /**
   * Score of the label-in-name audit (WCAG 2.5.3), which weighs 0 in the accessibility score: 1 pass,
   * 0 fail, null when no element has a label to compare.
   */
  labelInName: number | null;
  /** Why the bfcache was refused, when it was (the audit's failure reasons). */
  bfCacheFailures: string[];
}

/** A Lighthouse series of one page: the runs in run order and the median by performance score. */
export interface LighthouseSeries {
  runs: number;
  median: LighthouseMetrics | null;
  /** 1-based index of the chosen run, in run order. */
  medianRunIndex: number | null;
  allRuns: LighthouseMetrics[];
  errors: string[];
}

/** The page compared with its no-JS reference (both medians of the same interleaved run). */
export interface ReferenceRatios {
  /** Performance of the page minus the reference's, in points (0–100). */
  performanceDelta: number | null;
  /** LCP of the page ÷ LCP of the reference. */
  lcpRatio: number | null;
  /** FCP of the page ÷ FCP of the reference. */
  fcpRatio: number | null;
  /** TBT of the page minus the reference's, ms. */
  tbtDeltaMs: number | null;
}

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

export interface LighthousePage {
  path: string;
  url: string;
  /** Successful runs. */
  runs: number;
  /** Metrics of the median run by performance score (see bench/run.ts). */
  median: LighthouseMetrics | null;
  /** 1-based index of the chosen run, in run order. */
  medianRunIndex: number | null;
  /** Every run, in run order, to show the noise. */
  allRuns: LighthouseMetrics[];
  /**
   * The same page's HTML with every script removed (bench/no-js-reference.mjs), measured by
   * the same server, each run right after the page's run of the same number.
   */
  reference: LighthouseSeries;
  ratios: ReferenceRatios;
  /** Audits with a score below 1 in the median run's four categories (manual/informative audits left out). */
  failingAudits: FailingAudit[];
  errors: string[];
}

/** Lighthouse 13 beside the pinned one (bench/lighthouse-13.ts): its pages, each against its no-JS reference. */
export interface Lighthouse13Results {
  /** Why it did not run (no Node 22 here, the install failed); null when it ran. */
  skipped: string | null;
  /** Lighthouse's version and the Node that ran it. */
  version: string | null;
  node: string | null;
  pages: LighthousePage[];
}

export interface RouteJs {
  route: string;
  kind: RouteKind;
  budgetKB: number;
  status: number;
  /** /_next/static chunk paths loaded by the HTML (script src, modulepreload and preload as=script). */
  chunks: string[];
  rawBytes: number;
  gzipBytes: number;
  /** Of gzipBytes: the chunks every measured route loads. */
  sharedGzipBytes: number;
  /** Of gzipBytes: the rest. */
  routeGzipBytes: number;
  /** The HTML document itself (with the inline RSC payload), gzip; not counted in gzipBytes. */
  htmlGzipBytes: number;
  /** Libraries recognised in its chunks (ChunkInfo.contains, all of them); absent in results before it was measured. */
  libraries?: string[];
}

export interface ChunkInfo {
  path: string;
  rawBytes: number;
  gzipBytes: number;
  /** How many measured routes load it. */
  routes: number;
  /** Libraries recognised in the chunk text (heuristic, see bench/run.ts). */
  contains: string[];
}

export interface FirstLoadJs {
  routes: RouteJs[];
  shared: { chunks: string[]; gzipBytes: number; rawBytes: number };
  /** Every chunk seen, biggest first. */
  chunks: ChunkInfo[];
}

export interface LoadTarget {
  label: string;
  path: string;
  role: 'page' | 'baseline';
  /** Size of one response body, uncompressed (autocannon sends no Accept-Encoding). */
  bodyBytes: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors and timeouts (autocannon counts a timeout as an error too). */
  errors: number;
  /** Of errors: requests that got no response within autocannon's 10 s timeout. */
  timeouts: number;
  non2xx: number;
  /** errors (timeouts included) + non2xx */
  failures: number;
  responses2xx: number;
  bytesPerSec: number;
  /** requestsPerSec of this target / requestsPerSec of the baseline asset. */
  ratioToBaseline: number | null;
  /** Where it was asked: the bench server itself, nginx's shared cache in front of it, or another origin. */
  via?: string;
  connections: number;
  durationSeconds: number;
}

export interface LoadResults {
  baseline: { path: string; file: string; bytes: number; reason: string };
  targets: LoadTarget[];
}

/** One page measured on one instance directly and through nginx over two (bench/instances.ts). */
export interface InstancesPage {
  path: string;
  /** The bench's own server (as `npm start`, no REDIS_URL), directly. */
  one: LoadTarget;
  /** nginx (deploy/nginx-ir-website.conf) over two instances of the same build sharing Redis. */
  two: LoadTarget;
  /** requests/s of two ÷ requests/s of one (null when one served nothing). */
  ratio: number | null;
}

/** The optional row: several instances behind nginx against one. */
export interface InstancesResults {
  /** Why the row was not measured (redis-server or nginx missing), or null when it was. */
  skipped: string | null;
  pages: InstancesPage[];
}

/** One URL of the engines comparison, served by the same build on each engine (bench/engines.ts). */
export interface EnginePage {
  path: string;
  kind: 'list' | 'search' | 'workspace';
  sqlite: LoadTarget;
  postgres: LoadTarget;
  /** requests/s on PostgreSQL ÷ on SQLite (null when SQLite served nothing). */
  rpsRatio: number | null;
  /** p99 on PostgreSQL ÷ on SQLite. */
  p99Ratio: number | null;
}

/** Going live exactly once: items approved for one due minute on two instances that both run the job. */
export interface GoingLiveResults {
  /** Items scheduled (created and submitted on A, approved on B). */
  items: number;
  /** The Bangkok minute they were approved for, and whether every approval came before it. */
  publishAt: string;
  approvedBeforeDue: boolean;
  /** Items live when counted. */
  live: number;
  /** Items with more than one go-live event or audit entry. */
  doubles: number;
  /** Items not live, or with no go-live event or audit entry. */
  missed: number;
  /** Seconds from the due minute until the last item was live (null when some never were). */
  secondsToAllLive: number | null;
  /** How long after that the counts were taken (both instances' jobs ran again meanwhile). */
  countedAfterSeconds: number;
}

/** The engines part (bench/engines.ts): both engines, two machines against one, going live once. */
export interface EnginesResults {
  /** Why the part was not measured (PostgreSQL, redis-server or nginx missing), or null when it was. */
  skipped: string | null;
  /** `postgres --version` of the server the bench started. */
  postgresVersion: string | null;
  /** os.loadavg() (1, 5, 15 minutes) when the part started and ended: how shared the machine was. */
  loadavg: { atStart: number[]; atEnd: number[] };
  engines: EnginePage[];
  /** INSTANCES_PAGES through nginx: over one instance (`one`) and over two (`two`), on PostgreSQL + Redis + the bucket. */
  machines: InstancesPage[];
  goingLive: GoingLiveResults | null;
}

/** One design of the results-day part: RESULTS_DAY_URLS through nginx over two instances for one run. */
export interface ResultsDayDesign {
  /** Whether nginx ran the shipped config (its proxy_cache) or the bench's variant with proxy_cache off. */
  cache: boolean;
  /** Requests answered at nginx during the measured run (every status), and per second. */
  views: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  responses2xx: number;
  responses3xx: number;
  /** Answers neither 2xx nor 3xx. */
  otherStatuses: number;
  /** Connection errors, timeouts included (autocannon counts a timeout as an error too). */
  errors: number;
  timeouts: number;
  /** Requests the two instances received for each URL during the run, summed over both (their counting stage). */
  originRequests: Record<string, number>;
  /** Requests the instances received for other paths meanwhile (the approval, the jobs' own, health). */
  originOther: number;
  /** PURGE requests the instances sent to nginx during the run, per path (the bench relays and counts them). */
  purges: Record<string, number>;
  /** CPU time of both instances during the run (process.cpuUsage: user + system), ms. */
  originCpuMs: number;
  /** originCpuMs per 1,000 views at nginx. */
  originCpuMsPer1000Views: number | null;
  /** The press release approved in the middle of the run. */
  publication: {
    /** Seconds into the run when the approval was answered. */
    approvedAtSecond: number | null;
    /** HTTP status of the approval. */
    approveStatus: number | null;
    /** ms from the approval's answer until its title showed on RESULTS_DAY_PUBLISHED_ON through nginx (null: not seen). */
    visibleAfterMs: number | null;
  };
}

/** The results-day part (bench/results-day.ts). */
export interface ResultsDayResults {
  /** Why the part was not measured (redis-server or nginx missing), or null when it was. */
  skipped: string | null;
  urls: string[];
  connections: number;
  durationSeconds: number;
  /** s-maxage the bound of origin requests is counted in (budgets.resultsDay.sharedSeconds). */
  sharedSeconds: number;
  /** os.loadavg() when the part started and ended. */
  loadavg: { atStart: number[]; atEnd: number[] };
  withCache: ResultsDayDesign | null;
  withoutCache: ResultsDayDesign | null;
}

/** The workspace row (bench/workspace.ts). */
export interface WorkspaceResults {
  /** The signed-in workspace pages, both languages (budget: budgets.firstLoadJsKB.workspace). */
  firstLoadJs: RouteJs[];
  upload: {
    /** The PDF uploaded again and again, one upload at a time, during `during`. */
    pdf: { bytes: number; pages: number | null };
    /** The home page's load test without uploads: before and after `during`. */
    before: LoadTarget;
    during: LoadTarget;
    after: LoadTarget;
    uploads: { completed: number; failed: number; meanSeconds: number | null; statuses: number[] };
    /** requests/s during ÷ the mean of before and after. */
    ratio: number | null;
  } | null;
}

export interface BenchSettings {
  quick: boolean;
  /** The part run alone (`--only=`), or null (absent in older results) for a full run. */
  only?: string | null;
  skipBuild: boolean;
  port: number;
  origin: string;
  distDir: string;
  lighthouseRuns: number;
  lighthouseVersion: string;
  chromium: string;
  chromeFlags: string[];
  gzipLevel: number;
  load: { connections: number; durationSeconds: number; warmupSeconds: number };
  /** The connections of the load tests that render every request at an instance (absent before decision 047). */
  originLoad?: { connections: number };
}

export interface BenchResults {
  /** 2: with the no-JS reference and ratios. */
  schema: 2;
  startedAt: string;
  finishedAt: string;
  commit: string;
  /** Files with uncommitted changes in the working tree when the run started. */
  uncommittedFiles: number;
  machine: {
    cores: number;
    cpuModel: string;
    memoryGB: number;
    node: string;
    platform: string;
    /** os.loadavg() (1, 5, 15 minutes) when the run started / before each step / at the end. */
    loadavgStart: number[];
    loadavgBeforeLighthouse: number[] | null;
    loadavgBeforeLoad: number[] | null;
    loadavgEnd: number[];
  };
  settings: BenchSettings;
  durationsSeconds: Record<string, number>;
  lighthouse: LighthousePage[];
  /** Lighthouse 13 on LIGHTHOUSE_13_PAGES; absent in older results, null when its step did not run or failed. */
  lighthouse13?: Lighthouse13Results | null;
  firstLoadJs: FirstLoadJs | null;
  load: LoadResults | null;
  /** The optional instances row; absent in older results, null when its step did not run or failed. */
  instances?: InstancesResults | null;
  /** The workspace row; absent in older results, null when its step did not run or failed. */
  workspace?: WorkspaceResults | null;
  /** The engines part (optional in a full run); absent in older results, null when its step did not run or failed. */
  engines?: EnginesResults | null;
  /** The results-day part (optional in a full run); absent in older results, null when its step did not run or failed. */
  resultsDay?: ResultsDayResults | null;
  /** Interaction from the first paint (bench/interaction.ts); absent in older files, null when not run. */
  interaction?: InteractionResults | null;
  /** The site search's query latency (bench/search.ts, as bench/results/search.json holds it); absent in older files. */
  search?: SearchBench | null;
  /** Steps that failed; a failed step leaves its section null or incomplete. */
  errors: string[];
}

/** Query latency of one language, in process, one query after the other. */
export interface SearchLatency {
  queries: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The process's CPU time per query (user + system): what one core spends, less sensitive to a shared machine's load than the wall clock. */
  cpuP50Ms: number;
  cpuP95Ms: number;
}

/** One index of the search benchmark: the demo data, or a synthetic index of `itemsPerLanguage` items per language. */
export interface SearchRow {
  index: string;
  itemsPerLanguage: number | null;
  documents: number;
  buildSeconds: number;
  firstQueryMs: number;
  latency: Record<'th' | 'en', SearchLatency>;
}

/** bench/results/search.json (npm run bench:search, and the search step of npm run bench). */
export interface SearchBench {
  measuredAt: string;
  rounds: number;
  loadAverage: { atStart: number[]; atEnd: number[] };
  rows: SearchRow[];
}

/** One element (or the reference) at one moment after the first contentful paint. */
export interface InteractionPoint {
  /** When the interaction was meant to be made, ms after the first contentful paint. */
  offsetMs: number;
  /** Longest Event Timing duration of each run, ms (0: under the 16 ms threshold, no entry). */
  samplesMs: number[];
  /** When each run's interaction was really made, ms after the first contentful paint. */
  atMs: number[];
  medianMs: number | null;
  worstMs: number | null;
  /** Runs that failed (no first paint, element missing); they have no sample. */
  errors: number;
}

export interface InteractionSeries {
  id: string;
  label: string;
  path: string;
  kind: 'tap' | 'key';
  points: InteractionPoint[];
}

/** bench/interaction.ts: every element at every moment, with the same-run reference. */
export interface InteractionResults {
  runs: number;
  cpuSlowdown: number;
  viewport: { width: number; height: number };
  offsetsMs: number[];
  loadavgStart: number[];
  loadavgEnd: number[];
  /** The same interactions on a static page: a do-nothing button (tap) and a plain text field (key). */
  reference: Record<'tap' | 'key', InteractionSeries>;
  elements: InteractionSeries[];
  errors: string[];
}
