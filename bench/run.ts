/**
 * `npm run bench`: builds the site into .next-bench, serves it with the production server (server.mjs, as `npm start`) on port 3300 and measures
 *   1. Lighthouse (node API, default config: mobile emulation and simulated throttling) on the pages of
 *      budgets.ts, each run in a fresh headless Chromium by bench/lighthouse-worker.mjs,
 *   2. first-load JavaScript per route (both languages): the /_next/static scripts the served HTML loads
 *      (script src without nomodule, modulepreload, preload as=script), each gzipped at level 9, summed;
 *      chunks loaded later by next/dynamic (the recharts code) are not first-load JavaScript,
 *   3. autocannon (50 connections, 20 s each, one after the other, asking for gzip as browsers do) on the static asset
 *      closest in size to the home page HTML (the baseline), then on the pages of budgets.ts,
 * then writes bench/results/latest.json and latest.md and, after a full run without errors, replaces the
 * text between `<!-- bench:start -->` and `<!-- bench:end -->` in README.md (when both markers exist).
 * `npm run bench:check` compares latest.json with the budgets.
 *
 * Environment:
 *   BENCH_SKIP_BUILD=1  reuse the existing .next-bench build
 *   BENCH_QUICK=1       short load tests and one Lighthouse run per page (recorded; bench:check rejects it)
 *   BENCH_LH_RUNS=n     Lighthouse runs per page (default 3, quick 1); the run with the median
 *                       performance score is reported (the lower middle one for an even n)
 *   BENCH_PORT=n        port of the server (default 3300)
 *   CHROME_PATH         the browser for Lighthouse (default /usr/bin/chromium)
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import type { Result as Lhr } from 'lighthouse';
import { pages } from '../lib/site-map';
import { firstLoadBudgetKB, LIGHTHOUSE_PAGES, LOAD_PAGES, routeKind, budgets } from './budgets';
import { renderMarkdown } from './report';
import type {
  BenchResults,
  ChunkInfo,
  FailingAudit,
  FirstLoadJs,
  LighthouseMetrics,
  LighthousePage,
  LoadResults,
  LoadTarget,
  RouteJs,
} from './types';

const ROOT = path.resolve(__dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const DIST_DIR = '.next-bench';
const PORT = Number(process.env.BENCH_PORT || 3300);
// Not 127.0.0.1: the server is started without -H (binding it to 127.0.0.1 breaks the Thai rewrites).
const ORIGIN = `http://localhost:${PORT}`;
const QUICK = process.env.BENCH_QUICK === '1';
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1';
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS || (QUICK ? 1 : 3)));
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const GZIP_LEVEL = 9;
const LOAD = QUICK
  ? { connections: budgets.load.connections, durationSeconds: 3, warmupSeconds: 1 }
  : { connections: budgets.load.connections, durationSeconds: budgets.load.durationSeconds, warmupSeconds: 3 };
const WORKER = path.join(ROOT, 'bench', 'lighthouse-worker.mjs');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const README = path.join(ROOT, 'README.md');
const MARK_START = '<!-- bench:start -->';
const MARK_END = '<!-- bench:end -->';

const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_DIST_DIR: DIST_DIR,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  // Canonical URLs, alternates and the sitemap point at the origin being measured.
  PORT: String(PORT),
  SITE_URL: ORIGIN,
};

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function loadavg(): number[] {
  return os.loadavg().map((value) => Math.round(value * 100) / 100);
}

function sh(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------
// Build and server

/**
 * `next build` adds its folder's types to tsconfig.json and points next-env.d.ts at them. Both files are
 * shared with the other builds in this working tree, so only this build's changes are undone.
 */
function restoreSharedFiles(savedTsconfig: string, savedNextEnv: string | null) {
  const tsconfigFile = path.join(ROOT, 'tsconfig.json');
  const now = readFileSync(tsconfigFile, 'utf8');
  if (now !== savedTsconfig) {
    type Tsconfig = { include?: string[] };
    const mine = (entry: string) => entry.startsWith(`${DIST_DIR}/`);
    const current = JSON.parse(now) as Tsconfig;
    const cleaned = { ...current, include: current.include?.filter((entry) => !mine(entry)) };
    if (JSON.stringify(cleaned) === JSON.stringify(JSON.parse(savedTsconfig))) {
      writeFileSync(tsconfigFile, savedTsconfig); // only next build changed it: the original text back
      log('restored tsconfig.json');
    } else if (current.include?.some(mine)) {
      writeFileSync(tsconfigFile, `${JSON.stringify(cleaned, null, 2)}\n`); // changed by others too: keep theirs
      log(`removed the ${DIST_DIR} entries from tsconfig.json (other changes kept)`);
    }
  }
  const nextEnvFile = path.join(ROOT, 'next-env.d.ts');
  if (existsSync(nextEnvFile) && readFileSync(nextEnvFile, 'utf8').includes(`./${DIST_DIR}/`)) {
    if (savedNextEnv === null) unlinkSync(nextEnvFile);
    else writeFileSync(nextEnvFile, savedNextEnv);
    log('restored next-env.d.ts');
  }
}

async function build() {
  const savedTsconfig = readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8');
  const nextEnvFile = path.join(ROOT, 'next-env.d.ts');
  const savedNextEnv = existsSync(nextEnvFile) ? readFileSync(nextEnvFile, 'utf8') : null;
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [NEXT_BIN, 'build'], { cwd: ROOT, env: serverEnv, stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`next build failed (${signal ?? `exit ${code}`})`)),
      );
    });
  } finally {
    restoreSharedFiles(savedTsconfig, savedNextEnv);
  }
}

let server: ChildProcess | null = null;

function killServer(signal: NodeJS.Signals = 'SIGTERM') {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
  try {
    process.kill(-server.pid, signal); // the whole process group: the server and anything it started
  } catch {
    // already gone
  }
}

async function stopServer() {
  const child = server;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killServer('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  killServer('SIGKILL');
  log('server stopped');
}

process.on('exit', () => killServer('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    killServer('SIGKILL');
    process.exit(130);
  });
}

async function isUp(): Promise<boolean> {
  try {
    const response = await fetch(ORIGIN + '/', { redirect: 'manual', signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function startServer() {
  if (!existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) throw new Error(`no build in ${DIST_DIR}`);
  try {
    await fetch(ORIGIN + '/', { signal: AbortSignal.timeout(2000) });
    throw new Error(`port ${PORT} is already in use; stop that server or set BENCH_PORT`);
  } catch (error) {
    if (errorText(error).includes('already in use')) throw error;
  }
  server = spawn(process.execPath, ['server.mjs'], {
    cwd: ROOT,
    env: serverEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (data: Buffer) => process.stdout.write(`[server] ${data}`));
  server.stderr?.on('data', (data: Buffer) => process.stderr.write(`[server] ${data}`));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error('the server exited');
    if (await isUp()) return;
    await sleep(500);
  }
  throw new Error('the server did not answer within 120 s');
}

async function fetchBytes(url: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

function allRoutes(): string[] {
  const bare = Object.values(pages) as string[];
  return [...bare, ...bare.map((route) => (route === '/' ? '/en' : `/en${route}`))];
}

async function warm(urls: string[], times: number) {
  for (let round = 0; round < times; round += 1) {
    for (const url of urls) {
      try {
        await fetchBytes(ORIGIN + url);
      } catch {
        // measured (and reported) later
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Lighthouse

function numeric(lhr: Lhr, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? Math.round(value * 1000) / 1000 : null;
}

function categoryScore(lhr: Lhr, id: string): number | null {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function metricsOf(lhr: Lhr): LighthouseMetrics {
  const summary = lhr.audits['resource-summary']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  const script = summary?.items?.find((item) => item.resourceType === 'script');
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  type NodeItem = { node?: { selector?: string; nodeLabel?: string } };
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: NodeItem[] }[] } | undefined;
  const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node;
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    lcpMs: round(numeric(lhr, 'largest-contentful-paint')),
    lcpElement: lcpNode ? `${lcpNode.selector ?? '?'} "${(lcpNode.nodeLabel ?? '').slice(0, 40)}"` : null,
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: round(numeric(lhr, 'total-blocking-time')),
    fcpMs: round(numeric(lhr, 'first-contentful-paint')),
    speedIndexMs: round(numeric(lhr, 'speed-index')),
    scriptTransferBytes: script?.transferSize ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

function failingAudits(lhr: Lhr): FailingAudit[] {
  const out: FailingAudit[] = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      if (audit.score === null || audit.score >= 1) continue;
      out.push({
        category: categoryId,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return out;
}

function slug(url: string): string {
  return url.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'home';
}

/** One Lighthouse run in a fresh browser (no cache, no storage: the popup shows as on a first visit). */
async function lighthouseRun(url: string): Promise<Lhr> {
  const output = path.join(os.tmpdir(), `bench-lhr-${process.pid}-${Date.now()}.json`);
  try {
    const stderr = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [WORKER, url, output, JSON.stringify(CHROME_FLAGS)], {
        cwd: ROOT,
        env: { ...process.env, CHROME_PATH },
        stdio: ['ignore', 'inherit', 'pipe'],
      });
      let text = '';
      child.stderr?.on('data', (data: Buffer) => (text += data.toString()));
      // SIGINT first: chrome-launcher's handler then closes the browser (its own process group).
      const timer = setTimeout(() => {
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }, 180_000);
      child.on('error', reject);
      child.on('exit', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve(text);
        else reject(new Error(text.trim().split('\n').pop() || `lighthouse worker exit ${code}`));
      });
    });
    if (stderr.trim()) process.stderr.write(stderr);
    const lhr = JSON.parse(readFileSync(output, 'utf8')) as Lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    if (existsSync(output)) unlinkSync(output);
  }
}

async function measureLighthouse(): Promise<LighthousePage[]> {
  const reports = path.join(RESULTS_DIR, 'lighthouse');
  mkdirSync(reports, { recursive: true });
  const out: LighthousePage[] = [];
  for (const pagePath of LIGHTHOUSE_PAGES) {
    const url = ORIGIN + pagePath;
    const runs: Lhr[] = [];
    const errors: string[] = [];
    for (let run = 1; run <= LH_RUNS; run += 1) {
      try {
        const lhr = await lighthouseRun(url);
        runs.push(lhr);
        const m = metricsOf(lhr);
        log(
          `lighthouse ${pagePath} run ${run}/${LH_RUNS}: perf ${m.performance} a11y ${m.accessibility} ` +
            `bp ${m.bestPractices} seo ${m.seo} LCP ${m.lcpMs} CLS ${m.cls} TBT ${m.tbtMs}`,
        );
      } catch (error) {
        errors.push(`run ${run}: ${errorText(error)}`);
        log(`lighthouse ${pagePath} run ${run} failed: ${errorText(error)}`);
      }
    }
    const all = runs.map(metricsOf);
    // The run with the median performance score (ties keep run order; lower middle for an even count).
    const order = all.map((m, index) => ({ index, score: m.performance ?? -1 })).sort((a, b) => a.score - b.score);
    const chosen = order.length ? order[Math.floor((order.length - 1) / 2)].index : null;
    if (chosen !== null) writeFileSync(path.join(reports, `${slug(pagePath)}.json`), JSON.stringify(runs[chosen]));
    out.push({
      path: pagePath,
      url,
      runs: runs.length,
      median: chosen === null ? null : all[chosen],
      medianRunIndex: chosen === null ? null : chosen + 1,
      allRuns: all,
      failingAudits: chosen === null ? [] : failingAudits(runs[chosen]),
      errors,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// First-load JavaScript

function decode(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/** The /_next/static scripts the HTML makes the browser load: script src (not nomodule), modulepreload, preload as=script. */
function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const attrs = new Map<string, string>();
    for (const [, name, value] of tag.matchAll(/\s([a-zA-Z:-]+)(?:="([^"]*)")?/g)) attrs.set(name.toLowerCase(), decode(value ?? ''));
    let src: string | undefined;
    if (tag.toLowerCase().startsWith('<script')) {
      if (attrs.has('nomodule')) continue;
      src = attrs.get('src');
    } else {
      const rel = attrs.get('rel')?.toLowerCase();
      if (rel === 'modulepreload' || (rel === 'preload' && attrs.get('as') === 'script')) src = attrs.get('href');
    }
    if (!src) continue;
    const url = new URL(src, ORIGIN);
    if (url.origin === ORIGIN && url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')) {
      found.add(url.pathname + url.search);
    }
  }
  return [...found];
}

/** Libraries recognised by strings that survive minification (a heuristic for the report). */
const LIBRARY_MARKERS: [string, RegExp][] = [
  ['react-dom', /hydrateRoot|onCompositionStart/],
  ['scheduler', /unstable_scheduleCallback/],
  ['react', /react\.transitional\.element/],
  ['next runtime / router', /x-nextjs-|ClientSegmentRoot|useRouterBFCache|useUntrackedPathname/],
  ['RSC client (react-server-dom)', /resolved_model/],
  ['next-intl / use-intl', /MISSING_MESSAGE|ENVIRONMENT_FALLBACK/],
  ['intl-messageformat', /MALFORMED_ARGUMENT|IntlMessageFormat/],
  ['swr', /\$inf\$|SWRConfig/],
  ['react-hook-form', /shouldUnregister|reValidateMode/],
  ['yup', /is a required field|"ValidationError"/],
  ['react-toastify', /Toastify__/],
  ['recharts', /recharts-/],
  ['site components (CSS modules)', /"[A-Za-z0-9]{6}_[a-zA-Z]+"/],
];

function librariesIn(text: string): string[] {
  return LIBRARY_MARKERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

async function measureFirstLoadJs(): Promise<FirstLoadJs> {
  const chunkCache = new Map<string, { raw: number; gzip: number; contains: string[] }>();
  const perRoute: { route: string; status: number; chunks: string[]; htmlGzip: number }[] = [];
  for (const route of allRoutes()) {
    const { status, body } = await fetchBytes(ORIGIN + route);
    const chunks = status === 200 ? scriptsOf(body.toString('utf8')) : [];
    for (const chunk of chunks) {
      if (chunkCache.has(chunk)) continue;
      const fetched = await fetchBytes(ORIGIN + chunk);
      if (fetched.status !== 200) throw new Error(`${chunk}: HTTP ${fetched.status}`);
      chunkCache.set(chunk, {
        raw: fetched.body.length,
        gzip: gzipSync(fetched.body, { level: GZIP_LEVEL }).length,
        contains: librariesIn(fetched.body.toString('utf8')),
      });
    }
    perRoute.push({ route, status, chunks, htmlGzip: gzipSync(body, { level: GZIP_LEVEL }).length });
    log(`first-load JS ${route}: HTTP ${status}, ${chunks.length} chunks`);
  }
  const ok = perRoute.filter((route) => route.status === 200);
  const sharedList = ok.length ? ok[0].chunks.filter((chunk) => ok.every((route) => route.chunks.includes(chunk))) : [];
  const shared = new Set(sharedList);
  const sum = (chunks: string[], key: 'raw' | 'gzip') => chunks.reduce((total, chunk) => total + chunkCache.get(chunk)![key], 0);
  const routes: RouteJs[] = perRoute.map(({ route, status, chunks, htmlGzip }) => ({
    route,
    kind: routeKind(route),
    budgetKB: firstLoadBudgetKB(route),
    status,
    chunks: chunks.map((chunk) => chunk.split('?')[0]),
    rawBytes: sum(chunks, 'raw'),
    gzipBytes: sum(chunks, 'gzip'),
    sharedGzipBytes: sum(chunks.filter((chunk) => shared.has(chunk)), 'gzip'),
    routeGzipBytes: sum(chunks.filter((chunk) => !shared.has(chunk)), 'gzip'),
    htmlGzipBytes: htmlGzip,
  }));
  const chunkInfo: ChunkInfo[] = [...chunkCache.entries()]
    .map(([chunk, info]) => ({
      path: chunk.split('?')[0],
      rawBytes: info.raw,
      gzipBytes: info.gzip,
      routes: perRoute.filter((route) => route.chunks.includes(chunk)).length,
      contains: info.contains,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    routes,
    shared: { chunks: sharedList.map((chunk) => chunk.split('?')[0]), gzipBytes: sum(sharedList, 'gzip'), rawBytes: sum(sharedList, 'raw') },
    chunks: chunkInfo,
  };
}

// ---------------------------------------------------------------------------------------------------
// Load test

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The /_next/static script or stylesheet, or public/ file, whose size is closest to `bytes`. */
async function pickBaseline(bytes: number): Promise<LoadResults['baseline']> {
  const staticDir = path.join(ROOT, DIST_DIR, 'static');
  const publicDir = path.join(ROOT, 'public');
  const candidates = [
    ...filesUnder(staticDir)
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => ({ file, url: `/_next/static/${path.relative(staticDir, file).split(path.sep).join('/')}` })),
    ...filesUnder(publicDir).map((file) => ({ file, url: `/${path.relative(publicDir, file).split(path.sep).join('/')}` })),
  ]
    .map((candidate) => ({ ...candidate, size: statSync(candidate.file).size }))
    .sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  for (const candidate of candidates.slice(0, 10)) {
    const { status, body } = await fetchBytes(ORIGIN + candidate.url);
    if (status === 200 && body.length === candidate.size) {
      return {
        path: candidate.url,
        file: path.relative(ROOT, candidate.file),
        bytes: candidate.size,
        reason: `the served static file closest in size to the home page HTML (${bytes} bytes)`,
      };
    }
  }
  throw new Error('no static file to use as the baseline');
}

/** What Chromium sends: the server compresses pages and the baseline alike. */
const LOAD_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

async function loadTest(label: string, urlPath: string, role: LoadTarget['role'], bodyBytes: number): Promise<LoadTarget> {
  const url = ORIGIN + urlPath;
  const headers = { 'accept-encoding': LOAD_ACCEPT_ENCODING };
  await autocannon({ url, headers, connections: LOAD.connections, duration: LOAD.warmupSeconds });
  const result = await autocannon({ url, headers, connections: LOAD.connections, duration: LOAD.durationSeconds });
  // autocannon counts a timeout in `errors` too.
  const failures = result.errors + result.non2xx;
  log(
    `autocannon ${urlPath}: ${result.requests.mean.toFixed(1)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, failures ${failures}`,
  );
  return {
    label,
    path: urlPath,
    role,
    bodyBytes,
    requestsPerSec: Math.round(result.requests.mean * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    failures,
    responses2xx: result['2xx'],
    bytesPerSec: Math.round(result.throughput.mean),
    ratioToBaseline: null,
    connections: LOAD.connections,
    durationSeconds: LOAD.durationSeconds,
  };
}

async function measureLoad(): Promise<LoadResults> {
  const sizes = new Map<string, number>();
  for (const pagePath of LOAD_PAGES) {
    const { status, body } = await fetchBytes(ORIGIN + pagePath);
    if (status !== 200) throw new Error(`${pagePath}: HTTP ${status}`);
    sizes.set(pagePath, body.length);
  }
  const baseline = await pickBaseline(sizes.get(LOAD_PAGES[0])!);
  log(`baseline ${baseline.path} (${baseline.bytes} bytes)`);
  const targets: LoadTarget[] = [];
  targets.push(await loadTest('static asset (baseline)', baseline.path, 'baseline', baseline.bytes));
  for (const pagePath of LOAD_PAGES) {
    targets.push(await loadTest(pagePath === '/' ? 'home page' : 'list page with query', pagePath, 'page', sizes.get(pagePath)!));
  }
  const base = targets[0].requestsPerSec;
  for (const target of targets) target.ratioToBaseline = base > 0 ? Math.round((target.requestsPerSec / base) * 1000) / 1000 : null;
  return { baseline, targets };
}

// ---------------------------------------------------------------------------------------------------

function updateReadme(markdown: string) {
  if (!existsSync(README)) return;
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf(MARK_START);
  const end = text.indexOf(MARK_END);
  if (start === -1 || end === -1 || end < start) {
    log('README.md has no bench markers; left alone');
    return;
  }
  writeFileSync(README, `${text.slice(0, start + MARK_START.length)}\n${markdown}${text.slice(end)}`);
  log('README.md performance section updated');
}

async function main() {
  const startedAt = new Date();
  const results: BenchResults = {
    schema: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: '',
    commit: sh('git', ['rev-parse', '--short', 'HEAD']),
    uncommittedFiles: sh('git', ['status', '--porcelain']).split('\n').filter(Boolean).length,
    machine: {
      cores: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadavgStart: loadavg(),
      loadavgBeforeLighthouse: null,
      loadavgBeforeLoad: null,
      loadavgEnd: [],
    },
    settings: {
      quick: QUICK,
      skipBuild: SKIP_BUILD,
      port: PORT,
      origin: ORIGIN,
      distDir: DIST_DIR,
      lighthouseRuns: LH_RUNS,
      lighthouseVersion: (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version,
      chromium: sh(CHROME_PATH, ['--version']),
      chromeFlags: CHROME_FLAGS,
      gzipLevel: GZIP_LEVEL,
      load: LOAD,
    },
    durationsSeconds: {},
    lighthouse: [],
    firstLoadJs: null,
    load: null,
    errors: [],
  };
  log(`load average ${results.machine.loadavgStart.join(' ')}, ${QUICK ? 'QUICK run' : 'full run'}`);

  const step = async (name: string, work: () => Promise<void>) => {
    const t0 = Date.now();
    try {
      await work();
    } catch (error) {
      results.errors.push(`${name}: ${errorText(error)}`);
      log(`${name} FAILED: ${errorText(error)}`);
    } finally {
      results.durationsSeconds[name] = Math.round((Date.now() - t0) / 100) / 10;
    }
  };

  try {
    if (!SKIP_BUILD) {
      await step('build', build);
      if (results.errors.length) throw new Error('build failed');
    }
    await step('start', async () => {
      await startServer();
      log(`server ready on ${ORIGIN}`);
      await warm([...new Set<string>([...LIGHTHOUSE_PAGES, ...LOAD_PAGES, ...allRoutes()])], 3);
    });
    if (results.errors.length) throw new Error('server did not start');
    await step('firstLoadJs', async () => {
      results.firstLoadJs = await measureFirstLoadJs();
    });
    results.machine.loadavgBeforeLighthouse = loadavg();
    await step('lighthouse', async () => {
      results.lighthouse = await measureLighthouse();
      const failed = results.lighthouse.filter((page) => !page.median).map((page) => page.path);
      if (failed.length) throw new Error(`no successful run for ${failed.join(', ')}`);
    });
    results.machine.loadavgBeforeLoad = loadavg();
    await step('load', async () => {
      results.load = await measureLoad();
    });
  } catch (error) {
    log(`stopped: ${errorText(error)}`);
  } finally {
    await stopServer();
  }

  results.machine.loadavgEnd = loadavg();
  results.finishedAt = new Date().toISOString();
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, 'latest.md'), `# Benchmark results\n\n${renderMarkdown(results, 2)}`);
  log('wrote bench/results/latest.json and latest.md');
  if (!QUICK && results.errors.length === 0) updateReadme(renderMarkdown(results, 3));
  else log('README.md not updated (quick run or errors)');
  console.log(`\n${renderMarkdown(results, 2)}`);
  return results.errors.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    killServer('SIGKILL');
    process.exit(1);
  },
);
