/**
 * `npm run bench`: builds the site into .next-bench (as `npm run build`), serves it with the production server (server.mjs's, as
 * `npm start`, plus the no-JS reference stage: bench/no-js-server.mjs) on port 3300 and measures
 *   1. Lighthouse 12 (node API, default config: mobile emulation and simulated throttling) on the pages of
 *      budgets.ts, each run in a fresh headless Chromium by bench/lighthouse-worker.mjs, interleaved run by
 *      run with the page's no-JS reference (its HTML without scripts, from the same server), recording
 *      benchmarkIndex of every run; the page is reported and budgeted as ratios to its reference,
 *   2. first-load JavaScript per route (both languages): the /_next/static scripts the served HTML loads
 *      (script src without nomodule, modulepreload, preload as=script), each gzipped at level 9, summed;
 *      chunks loaded later by next/dynamic or import() (the forms' validation) are not first-load JavaScript,
 *   3. autocannon (50 connections, 20 s each, one after the other, asking for gzip as browsers do) on the static asset
 *      closest in size to the home page HTML (the baseline), then on the pages of budgets.ts,
 *   4. optional (skipped with the reason in the report when redis-server or nginx is missing):
 *      the same autocannon settings on budgets.ts INSTANCES_PAGES, this server directly and then nginx (its shared
 *      cache off) over two instances sharing Redis (bench/instances.ts), with the ratio of their requests/s,
 *   4b. interaction from the first paint (bench/interaction.ts, run right after Lighthouse): Playwright, a 390 px
 *      phone at 4× CPU slowdown, one real interaction with each element of budgets.ts INTERACTION_ELEMENTS at
 *      first paint + 0, 250, 500, 1000 and 3000 ms, BENCH_INTERACTION_RUNS (5) runs each, interleaved with the
 *      same interactions on a static do-nothing page served by the bench itself (the same-run reference),
 *   4c. optional, run after step 4 (skipped with the reason when PostgreSQL, redis-server or nginx is missing; bench/engines.ts):
 *      a PostgreSQL server the bench starts and a SQLite file, both seeded by `npm run db:seed`;
 *      (1) the build on each engine at once (every request rendered), budgets.ts ENGINES_PAGES (a list page, the
 *      search page with a common and a rare word, the workspace's lists signed in) on one then the other with
 *      the same autocannon settings: requests/s and p99 per URL per engine and PostgreSQL ÷ SQLite;
 *      (2) two instances on PostgreSQL + Redis + a bucket (s3rver), each with its own folder, INSTANCES_PAGES
 *      through nginx (its shared cache off) over both against over one: the ratio of their requests/s; (3) 100 press releases
 *      created on one of them and approved on the other for one coming minute through the workspace API, both
 *      running the going-live job: items gone live twice and never, from each item's history and the audit log,
 *   4d. optional, run after step 4c (skipped with the reason when redis-server or nginx is missing; bench/results-day.ts):
 *      results day: budgets.ts RESULTS_DAY_URLS (20 public URLs, both languages) with autocannon at 200 connections for
 *      30 s through nginx over two instances, first with deploy/nginx-ir-website.conf as shipped (its shared cache),
 *      then with proxy_cache off, a press release approved halfway through each run: requests/s and p99 at nginx,
 *      origin requests per URL counted at the instances, their CPU time per 1,000 views,
 *   5. the workspace (bench/workspace.ts), signed in as an editor: its pages' first-load JavaScript, and
 *      the home page's requests/s during uploads of a 20 MB PDF ÷ without them,
 *   6. with the server stopped, the site search's query latency (bench/search.ts, which
 *      `npm run bench:search` runs alone): p50/p95 on the demo data and on 100,000 items per language,
 * then writes bench/results/latest.json and latest.md and, after a full run without errors, replaces the
 * text between `<!-- bench:start -->` and `<!-- bench:end -->` in docs/performance.md (when both markers exist).
 * `npm run bench:check` compares latest.json with the budgets.
 *
 * This file runs the steps in order and writes the results; each step is its own module: server.ts
 * (build, serve, stop), lighthouse.ts, lighthouse-13.ts (its pure parts in lighthouse-13-summary.ts), first-load-js.ts, load-test.ts, instances.ts, engines.ts (its pure
 * parts and budgets' checks in engines-summary.ts); settings.ts holds what they share.
 *
 * Options: `npm run bench -- --only=<part>` runs one part of budgets.ts BENCH_SUBSETS alone (prices:
 * the history API latency for one and ten years and the retrospect and calculator pages' first-load JS;
 * downloads: the first-load JS of the pages with table downloads; instances: step 4 alone, which then fails
 * rather than skips without redis-server or nginx; engines: step 4c alone, which likewise fails rather than skips; results-day: step 4d alone, likewise; workspace: step 5 alone; interaction: step 4b alone; lighthouse13: Lighthouse 13 on LIGHTHOUSE_13_PAGES alone, which
 * fails rather than skips without Node 22; results: the
 * quarterly results pages' first-load JS and Lighthouse), without Lighthouse of other pages, and writes bench/results/<part>.json and .md instead of latest.* (docs/performance.md is left alone).
 *
 * Environment:
 *   BENCH_SKIP_BUILD=1  reuse the existing .next-bench build
 *   BENCH_QUICK=1       short load tests and one Lighthouse run per page (recorded; bench:check rejects it)
 *   BENCH_LH_RUNS=n     Lighthouse runs per page and as many of its reference (default 3, quick 1); the run with the median
 *                       performance score is reported (the lower middle one for an even n)
 *   BENCH_PORT=n        port of the server (default 3300; the interaction reference page is served on n + 1,
 *                       the instances part's processes on n + 1 to n + 3, the engines part's on n + 11 to n + 19,
 *                       the results-day part's on n + 21 to n + 25)
 *   BENCH_INTERACTION_RUNS=n  runs of each interaction point (default 5, quick 1; bench:check wants 5)
 *   BENCH_INTERACTION_ELEMENTS=a,b  only these INTERACTION_ELEMENTS ids (to iterate; bench:check then finds the rest missing)
 *   BENCH_INTERACTION_PHASES=1  log each interaction sample's main Event Timing entries: duration (input delay / handlers / until the paint)
 *   BENCH_RESULTS_DAY_CONNECTIONS=n, BENCH_RESULTS_DAY_SECONDS=s  the results-day part's autocannon (default 200 and 30,
 *                       quick 20 and 5; bench:check wants the defaults)
 *   BENCH_DIST_DIR=dir  build folder (default .next-bench)
 *   CHROME_PATH         the browser for Lighthouse (default /usr/bin/chromium)
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BENCH_SUBSETS,
  budgets,
  INSTANCES_PAGES,
  INTERACTION_ELEMENTS,
  LIGHTHOUSE_13_PAGES,
  LOAD_PAGES,
  lighthousePagesOf,
} from './budgets';
import { measureFirstLoadJs } from './first-load-js';
import { measureEngines } from './engines';
import { measureResultsDay } from './results-day';
import { measureInstances } from './instances';
import { measureInteraction } from './interaction';
import { measureLighthouse } from './lighthouse';
import { measureLighthouse13 } from './lighthouse-13';
import { measureLoad } from './load-test';
import { measureWorkspace } from './workspace';
import { renderMarkdown } from './report';
import { build, killServer, startServer, stopServer, stopServerOnExit, warm } from './server';
import {
  CHROME_FLAGS,
  CHROME_PATH,
  DIST_DIR,
  GZIP_LEVEL,
  LH_RUNS,
  LOAD,
  ORIGIN,
  ORIGIN_LOAD,
  PORT,
  QUICK,
  RESULTS_DIR,
  ROOT,
  SKIP_BUILD,
  allRoutes,
  errorText,
  log,
  readOnly,
} from './settings';
import type { BenchResults, SearchBench } from './types';

const RESULTS_PAGE = path.join(ROOT, 'docs', 'performance.md');
const MARK_START = '<!-- bench:start -->';
const MARK_END = '<!-- bench:end -->';

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

/**
 * Step 5: the site search's query latency (bench/search.ts in its own process, with its own stores:
 * the demo data and the synthetic index of budgets.ts search.items per language), read back from the
 * bench/results/search.json it writes.
 */
async function measureSearch(): Promise<SearchBench> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BENCH_SEARCH_ITEMS: process.env.BENCH_SEARCH_ITEMS ?? String(budgets.search.items),
  };
  delete env.BENCH_SEARCH_ORIGIN; // the search page's first-load JS is step 2's
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['--import', './scripts/server-only-stub.mjs', 'bench/search.ts'],
      { cwd: ROOT, env, stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`bench/search.ts exited with ${code}`);
  return JSON.parse(readFileSync(path.join(RESULTS_DIR, 'search.json'), 'utf8')) as SearchBench;
}

function updateResultsPage(markdown: string) {
  if (!existsSync(RESULTS_PAGE)) return;
  const text = readFileSync(RESULTS_PAGE, 'utf8');
  const start = text.indexOf(MARK_START);
  const end = text.indexOf(MARK_END);
  if (start === -1 || end === -1 || end < start) {
    log('docs/performance.md has no bench markers; left alone');
    return;
  }
  writeFileSync(RESULTS_PAGE, `${text.slice(0, start + MARK_START.length)}\n${markdown}${text.slice(end)}`);
  log('docs/performance.md results updated');
}

async function main() {
  const only = readOnly(process.argv.slice(2));
  const part = only ? BENCH_SUBSETS[only] : null;
  const routes = part ? allRoutes(part.routes) : allRoutes();
  const loadPages: readonly string[] = part ? part.load : LOAD_PAGES;
  const lighthousePages = lighthousePagesOf(only);
  const instancesPages: readonly string[] = !part || part.instances ? INSTANCES_PAGES : [];
  const workspace = !part || ('workspace' in part && part.workspace);
  const interactionRun = !part || ('interaction' in part && part.interaction);
  const enginesRun = !part || ('engines' in part && part.engines);
  const resultsDayRun = !part || ('resultsDay' in part && part.resultsDay);
  const lighthouse13Run = !part || ('lighthouse13' in part && part.lighthouse13);
  stopServerOnExit();
  const startedAt = new Date();
  const results: BenchResults = {
    schema: 2,
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
      only,
      skipBuild: SKIP_BUILD,
      port: PORT,
      origin: ORIGIN,
      distDir: DIST_DIR,
      lighthouseRuns: LH_RUNS,
      lighthouseVersion: (
        JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
      ).version,
      chromium: sh(CHROME_PATH, ['--version']),
      chromeFlags: CHROME_FLAGS,
      gzipLevel: GZIP_LEVEL,
      load: LOAD,
      originLoad: ORIGIN_LOAD,
    },
    durationsSeconds: {},
    lighthouse: [],
    lighthouse13: null,
    firstLoadJs: null,
    load: null,
    instances: null,
    engines: null,
    resultsDay: null,
    workspace: null,
    interaction: null,
    search: null,
    errors: [],
  };
  log(
    `load average ${results.machine.loadavgStart.join(' ')}, ${QUICK ? 'QUICK run' : 'full run'}${only ? ` of the part ${only}` : ''}`,
  );

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

  // A part that needs tools the machine may lack: skipped with the reason when they are missing.
  const optional = <T extends { skipped: string | null }>(
    name: string,
    measure: () => Promise<T>,
    keep: (value: T) => void,
  ) =>
    step(name, async () => {
      const value = await measure();
      keep(value);
      if (value.skipped) {
        log(`${name} skipped: ${value.skipped}`);
        // Asked for by name, a skip is a failed run; in a full run the part is optional.
        if (only) throw new Error(value.skipped);
      }
    });

  try {
    if (!SKIP_BUILD) {
      await step('build', build);
      if (results.errors.length) throw new Error('build failed');
    }
    await step('start', async () => {
      await startServer();
      log(`server ready on ${ORIGIN}`);
      const interactionPages = interactionRun ? INTERACTION_ELEMENTS.map((element) => element.path) : [];
      await warm(
        [
          ...new Set<string>([
            ...lighthousePages,
            ...(lighthouse13Run ? LIGHTHOUSE_13_PAGES : []),
            ...loadPages,
            ...instancesPages,
            ...interactionPages,
            ...routes,
          ]),
        ],
        3,
      );
    });
    if (results.errors.length) throw new Error('server did not start');
    if (routes.length) {
      await step('firstLoadJs', async () => {
        results.firstLoadJs = await measureFirstLoadJs(routes);
      });
    }
    results.machine.loadavgBeforeLighthouse = loadavg();
    if (lighthousePages.length) {
      await step('lighthouse', async () => {
        results.lighthouse = await measureLighthouse(lighthousePages);
        const failed = results.lighthouse
          .filter((page) => !page.median || !page.reference.median)
          .map((page) => page.path);
        if (failed.length) throw new Error(`no successful run for ${failed.join(', ')}`);
      });
    }
    // Lighthouse 13 beside the pinned one, right after it: the same pages see the same machine.
    if (lighthouse13Run)
      await optional('lighthouse13', measureLighthouse13, (value) => {
        results.lighthouse13 = value;
        const failed = value.pages.filter((page) => !page.median || !page.reference.median).map((page) => page.path);
        if (failed.length) throw new Error(`no successful Lighthouse 13 run for ${failed.join(', ')}`);
      });
    if (interactionRun) {
      await step('interaction', async () => {
        const ids = process.env.BENCH_INTERACTION_ELEMENTS?.split(',').filter(Boolean);
        results.interaction = await measureInteraction(ids);
        if (results.interaction.errors.length)
          log(
            `interaction: ${results.interaction.errors.length} failed run(s), first: ${results.interaction.errors[0]}`,
          );
      });
    }
    results.machine.loadavgBeforeLoad = loadavg();
    if (loadPages.length) {
      await step('load', async () => {
        results.load = await measureLoad(loadPages);
      });
    }
    if (instancesPages.length) await optional('instances', measureInstances, (value) => (results.instances = value));
    if (enginesRun) await optional('engines', measureEngines, (value) => (results.engines = value));
    if (resultsDayRun) await optional('results-day', measureResultsDay, (value) => (results.resultsDay = value));
    if (workspace) {
      await step('workspace', async () => {
        results.workspace = await measureWorkspace();
      });
    }
  } catch (error) {
    log(`stopped: ${errorText(error)}`);
  } finally {
    await stopServer();
  }
  // With the server stopped: the search is measured in process, one core's work per query.
  if (!part && !results.errors.some((error) => /^(build|start):/.test(error))) {
    await step('search', async () => {
      results.search = await measureSearch();
    });
  }

  results.machine.loadavgEnd = loadavg();
  results.finishedAt = new Date().toISOString();
  mkdirSync(RESULTS_DIR, { recursive: true });
  // A part run alone keeps its own files: latest.json stays the last full run, the one bench:check judges.
  const name = only ?? 'latest';
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, `${name}.md`), `# Benchmark results\n\n${renderMarkdown(results, 2)}`);
  log(`wrote bench/results/${name}.json and ${name}.md`);
  if (!QUICK && !only && results.errors.length === 0) updateResultsPage(renderMarkdown(results, 3));
  else log('docs/performance.md not updated (quick run or errors)');
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
