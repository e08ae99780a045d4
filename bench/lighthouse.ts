/**
 * Lighthouse (node API, default config: mobile emulation and simulated throttling) on the pages of
 * budgets.ts, each run in a fresh headless Chromium by bench/lighthouse-worker.mjs; the run with the
 * median performance score is reported.
 *
 * Each page is measured against its no-JS reference: the same page's HTML with every script removed,
 * served by the same server (bench/no-js-reference.mjs, asked for with NO_JS_HEADER). The runs
 * alternate, page then reference, so both see the same machine load; every run records Lighthouse's
 * benchmarkIndex, and the page is reported as ratios to its reference.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result as Lhr } from 'lighthouse';
import { NO_JS_HEADER } from './no-js-reference.mjs';
import { LIGHTHOUSE_PAGES } from './budgets';
import { CHROME_FLAGS, CHROME_PATH, LH_RUNS, ORIGIN, RESULTS_DIR, ROOT, errorText, log } from './settings';
import type { FailingAudit, LighthouseMetrics, LighthousePage, LighthouseSeries, ReferenceRatios } from './types';

const WORKER = path.join(ROOT, 'bench', 'lighthouse-worker.mjs');

/**
 * Which Lighthouse runs: the site's pinned one under this Node (the default), or another installed apart
 * with the Node it needs (bench/lighthouse-13.ts). `label` keeps their log lines and median reports apart.
 */
export interface LighthouseEngine {
  /** The Node binary that runs the worker. */
  node: string;
  /** A folder whose node_modules hold that Lighthouse and its chrome-launcher; null for the site's own. */
  packages: string | null;
  /** Put in the log lines and the report files' names ('' for the pinned one). */
  label: string;
}

export const PINNED_LIGHTHOUSE: LighthouseEngine = { node: process.execPath, packages: null, label: '' };

function numeric(lhr: Lhr, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? Math.round(value * 1000) / 1000 : null;
}

function categoryScore(lhr: Lhr, id: string): number | null {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

/** The SEO category's weighted mean with the is-crawlable audit left out (scoreless audits count as Lighthouse counts them: not at all). */
function seoWithoutCrawlable(lhr: Lhr): number | null {
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.id !== 'is-crawlable' && ref.weight > 0);
  const scored = refs.filter((ref) => typeof lhr.audits[ref.id]?.score === 'number');
  const weight = scored.reduce((sum, ref) => sum + ref.weight, 0);
  if (!weight) return null;
  return Math.round(
    (100 * scored.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id].score as number), 0)) / weight,
  );
}

function metricsOf(lhr: Lhr): LighthouseMetrics {
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  const script = summary?.items?.find((item) => item.resourceType === 'script');
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  type NodeItem = { node?: { selector?: string; nodeLabel?: string } };
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: NodeItem[] }[] } | undefined;
  const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node;
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    seoWithoutCrawlable: seoWithoutCrawlable(lhr),
    crawlable: lhr.audits['is-crawlable']?.score ?? null,
    lcpMs: round(numeric(lhr, 'largest-contentful-paint')),
    lcpElement: lcpNode ? `${lcpNode.selector ?? '?'} "${(lcpNode.nodeLabel ?? '').slice(0, 40)}"` : null,
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: round(numeric(lhr, 'total-blocking-time')),
    fcpMs: round(numeric(lhr, 'first-contentful-paint')),
    speedIndexMs: round(numeric(lhr, 'speed-index')),
    scriptTransferBytes: script?.transferSize ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    bfCache: lhr.audits['bf-cache']?.score ?? null,
    labelInName: lhr.audits['label-content-name-mismatch']?.score ?? null,
    bfCacheFailures: bfCacheFailures(lhr),
  };
}

function bfCacheFailures(lhr: Lhr): string[] {
  const details = lhr.audits['bf-cache']?.details as { items?: { reason?: unknown }[] } | undefined;
  return (details?.items ?? []).map((item) =>
    typeof item.reason === 'string' ? item.reason : JSON.stringify(item.reason),
  );
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
async function lighthouseRun(
  engine: LighthouseEngine,
  url: string,
  extraHeaders?: Record<string, string>,
): Promise<Lhr> {
  const output = path.join(os.tmpdir(), `bench-lhr-${process.pid}-${Date.now()}.json`);
  try {
    const stderr = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        engine.node,
        [WORKER, url, output, JSON.stringify(CHROME_FLAGS), ...(extraHeaders ? [JSON.stringify(extraHeaders)] : [])],
        {
          cwd: ROOT,
          env: { ...process.env, CHROME_PATH, ...(engine.packages ? { LIGHTHOUSE_PACKAGES: engine.packages } : {}) },
          stdio: ['ignore', 'inherit', 'pipe'],
        },
      );
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

/** The run with the median performance score (ties keep run order; lower middle for an even count). */
function medianIndex(all: LighthouseMetrics[]): number | null {
  const order = all.map((m, index) => ({ index, score: m.performance ?? -1 })).sort((a, b) => a.score - b.score);
  return order.length ? order[Math.floor((order.length - 1) / 2)].index : null;
}

function series(runs: Lhr[], errors: string[]): LighthouseSeries {
  const all = runs.map(metricsOf);
  const chosen = medianIndex(all);
  return {
    runs: runs.length,
    median: chosen === null ? null : all[chosen],
    medianRunIndex: chosen === null ? null : chosen + 1,
    allRuns: all,
    errors,
  };
}

/** The page's medians compared with the reference's (null where either is missing or the divisor is 0). */
export function ratiosOf(page: LighthouseMetrics | null, reference: LighthouseMetrics | null): ReferenceRatios {
  const ratio = (a: number | null | undefined, b: number | null | undefined) =>
    typeof a === 'number' && typeof b === 'number' && b > 0 ? Math.round((a / b) * 1000) / 1000 : null;
  const delta = (a: number | null | undefined, b: number | null | undefined) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : null;
  return {
    performanceDelta: delta(page?.performance, reference?.performance),
    lcpRatio: ratio(page?.lcpMs, reference?.lcpMs),
    fcpRatio: ratio(page?.fcpMs, reference?.fcpMs),
    tbtDeltaMs: delta(page?.tbtMs, reference?.tbtMs),
  };
}

async function oneRun(
  engine: LighthouseEngine,
  label: string,
  url: string,
  run: number,
  runs: Lhr[],
  errors: string[],
  extraHeaders?: Record<string, string>,
) {
  const name = engine.label ? `lighthouse ${engine.label}` : 'lighthouse';
  try {
    const lhr = await lighthouseRun(engine, url, extraHeaders);
    runs.push(lhr);
    const m = metricsOf(lhr);
    log(
      `${name} ${label} run ${run}/${LH_RUNS}: perf ${m.performance} a11y ${m.accessibility} ` +
        `bp ${m.bestPractices} seo ${m.seo} LCP ${m.lcpMs} CLS ${m.cls} TBT ${m.tbtMs} bfcache ${m.bfCache} benchmarkIndex ${m.benchmarkIndex}`,
    );
  } catch (error) {
    errors.push(`run ${run}: ${errorText(error)}`);
    log(`${name} ${label} run ${run} failed: ${errorText(error)}`);
  }
}

export async function measureLighthouse(
  pages: readonly string[] = LIGHTHOUSE_PAGES,
  engine: LighthouseEngine = PINNED_LIGHTHOUSE,
): Promise<LighthousePage[]> {
  const reports = path.join(RESULTS_DIR, 'lighthouse');
  mkdirSync(reports, { recursive: true });
  const out: LighthousePage[] = [];
  for (const pagePath of pages) {
    const url = ORIGIN + pagePath;
    const runs: Lhr[] = [];
    const errors: string[] = [];
    const referenceRuns: Lhr[] = [];
    const referenceErrors: string[] = [];
    for (let run = 1; run <= LH_RUNS; run += 1) {
      await oneRun(engine, pagePath, url, run, runs, errors);
      await oneRun(engine, `${pagePath} (no-JS reference)`, url, run, referenceRuns, referenceErrors, {
        [NO_JS_HEADER]: '1',
      });
    }
    const page = series(runs, errors);
    const reference = series(referenceRuns, referenceErrors);
    const name = `${slug(pagePath)}${engine.label ? `.${slug(engine.label)}` : ''}`;
    if (page.medianRunIndex !== null)
      writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(runs[page.medianRunIndex - 1]));
    if (reference.medianRunIndex !== null) {
      writeFileSync(
        path.join(reports, `${name}.no-js.json`),
        JSON.stringify(referenceRuns[reference.medianRunIndex - 1]),
      );
    }
    out.push({
      path: pagePath,
      url,
      runs: page.runs,
      median: page.median,
      medianRunIndex: page.medianRunIndex,
      allRuns: page.allRuns,
      reference,
      ratios: ratiosOf(page.median, reference.median),
      failingAudits: page.medianRunIndex === null ? [] : failingAudits(runs[page.medianRunIndex - 1]),
      errors,
    });
  }
  return out;
}
