/**
 * Lighthouse (node API, default config: mobile emulation and simulated throttling) on the pages of
 * budgets.ts, each run in a fresh headless Chromium by bench/lighthouse-worker.mjs; the run with the
 * median performance score is reported.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result as Lhr } from 'lighthouse';
import { LIGHTHOUSE_PAGES } from './budgets';
import { CHROME_FLAGS, CHROME_PATH, LH_RUNS, ORIGIN, RESULTS_DIR, ROOT, errorText, log } from './settings';
import type { FailingAudit, LighthouseMetrics, LighthousePage } from './types';

const WORKER = path.join(ROOT, 'bench', 'lighthouse-worker.mjs');

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

export async function measureLighthouse(): Promise<LighthousePage[]> {
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
