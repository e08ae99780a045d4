import {
  BENCH_SUBSETS,
  budgets,
  CHART_LIBRARY,
  TOAST_LIBRARY,
  WEB_VITALS_LIBRARY,
  WORKSPACE_CODE,
  INSTANCES_PAGES,
  INTERACTION_ELEMENTS,
  INTERACTION_OFFSETS_MS,
  isBenchSubset,
  lighthousePagesOf,
  isSharedCachePage,
  LOAD_PAGES,
  NOINDEX_PAGES,
  SHARED_CACHE_VIA,
} from './budgets';
import { enginesChecks } from './engines-summary';
import { lighthouse13Checks } from './lighthouse-13-summary';
import { resultsDayChecks } from './results-day-summary';
import type { BenchResults, InteractionResults } from './types';

export interface Check {
  group:
    | 'validity'
    | 'lighthouse'
    | 'first-load JS'
    | 'load'
    | 'instances'
    | 'engines'
    | 'results-day'
    | 'interaction'
    | 'workspace'
    | 'search';
  subject: string;
  metric: string;
  measured: string;
  budget: string;
  pass: boolean;
}

const KB = 1024;

export function kb(bytes: number): string {
  return (bytes / KB).toFixed(1);
}

/**
 * One check per library: none of `routes` loads it in its first-load chunks (the libraries bench/first-load-js.ts
 * found in a route's chunks).
 */
function withoutLibraries(
  group: Check['group'],
  subject: string,
  routes: { route: string; libraries?: string[] }[],
  libraries: readonly string[],
  budget: string,
): Check[] {
  return libraries.map((library) => {
    const carrying = routes.filter((route) => (route.libraries ?? []).includes(library));
    return {
      group,
      subject,
      metric: `${library} in first-load chunks`,
      measured: carrying.length ? carrying.map((route) => route.route).join(', ') : 'none',
      budget,
      pass: carrying.length === 0,
    };
  });
}

function score(value: number | null | undefined): string {
  return value === null || value === undefined ? 'missing' : String(value);
}

/** Every budget of bench/budgets.ts applied to one results file. */
export function evaluate(results: BenchResults): Check[] {
  const checks: Check[] = [];
  // A part run alone (--only=) is held to the budgets of what it measured: its own Lighthouse pages (often none), its own load targets.
  const only =
    results.settings.only && isBenchSubset(results.settings.only) ? BENCH_SUBSETS[results.settings.only] : null;
  const lb = budgets.lighthouse;

  checks.push({
    group: 'validity',
    subject: 'run',
    metric: 'full run (not BENCH_QUICK)',
    measured: results.settings.quick ? 'quick run' : 'full run',
    budget: 'full run',
    pass: !results.settings.quick,
  });
  const { connections, durationSeconds } = results.settings.load;
  checks.push({
    group: 'validity',
    subject: 'run',
    metric: 'load-test settings',
    measured: `${connections} connections × ${durationSeconds} s`,
    budget: `≥ ${budgets.load.connections} connections × ≥ ${budgets.load.durationSeconds} s`,
    pass: connections >= budgets.load.connections && durationSeconds >= budgets.load.durationSeconds,
  });
  const originConnections = results.settings.originLoad?.connections ?? 0;
  checks.push({
    group: 'validity',
    subject: 'run',
    metric: 'origin load-test connections',
    measured: String(originConnections),
    budget: `≥ ${budgets.originLoad.connections}`,
    pass: originConnections >= budgets.originLoad.connections,
  });
  checks.push({
    group: 'validity',
    subject: 'run',
    metric: 'steps without errors',
    measured: results.errors.length ? results.errors.join('; ') : 'none',
    budget: 'none',
    pass: results.errors.length === 0,
  });

  for (const path of lighthousePagesOf(
    results.settings.only && isBenchSubset(results.settings.only) ? results.settings.only : null,
  )) {
    const page = results.lighthouse.find((entry) => entry.path === path);
    const m = page?.median ?? null;
    const ref = page?.reference?.median ?? null;
    const r = page?.ratios;
    const push = (metric: string, measured: string, budget: string, pass: boolean) =>
      checks.push({ group: 'lighthouse', subject: path, metric, measured, budget, pass });
    const min = (metric: string, value: number | null | undefined, limit: number) =>
      push(metric, score(value), `≥ ${limit}`, typeof value === 'number' && value >= limit);
    push('no-JS reference measured', ref ? `${page!.reference.runs} run(s)` : 'missing', 'present', !!ref);
    push(
      'performance − reference (points)',
      typeof r?.performanceDelta === 'number'
        ? `${m?.performance} − ${ref?.performance} = ${r.performanceDelta}`
        : 'missing',
      `≥ −${lb.maxPerformanceBelowReference}`,
      typeof r?.performanceDelta === 'number' && r.performanceDelta >= -lb.maxPerformanceBelowReference,
    );
    push(
      'LCP ÷ reference LCP',
      typeof r?.lcpRatio === 'number' ? `${m?.lcpMs} / ${ref?.lcpMs} = ${r.lcpRatio.toFixed(2)}` : 'missing',
      `≤ ${lb.maxLcpRatio}`,
      typeof r?.lcpRatio === 'number' && r.lcpRatio <= lb.maxLcpRatio,
    );
    push('TBT ms', score(m?.tbtMs), `≤ ${lb.maxTbtMs}`, typeof m?.tbtMs === 'number' && m.tbtMs <= lb.maxTbtMs);
    push(
      'CLS',
      m?.cls === null || m?.cls === undefined ? 'missing' : m.cls.toFixed(3),
      `${lb.cls}`,
      typeof m?.cls === 'number' && Math.round(m.cls * 1000) / 1000 <= lb.cls,
    );
    push(
      'back/forward cache audit',
      m?.bfCache === null || m?.bfCache === undefined
        ? 'missing'
        : m.bfCache === 1
          ? 'pass'
          : `fail: ${m.bfCacheFailures.join('; ')}`,
      'pass',
      m?.bfCache === 1,
    );
    push(
      'label-in-name audit (weight 0 in accessibility)',
      m?.labelInName === undefined ? 'missing' : m.labelInName === 0 ? 'fail' : 'pass',
      'pass',
      m?.labelInName !== undefined && m.labelInName !== 0,
    );
    min('accessibility', m?.accessibility, lb.accessibility);
    min('best practices', m?.bestPractices, lb.bestPractices);
    if (NOINDEX_PAGES.includes(path)) {
      min('SEO without is-crawlable (noindex by design)', m?.seoWithoutCrawlable, lb.seo);
      push(
        'is-crawlable audit: noindex present',
        m?.crawlable === 0 ? 'fails (noindex)' : m?.crawlable === 1 ? 'passes (indexable)' : 'missing',
        'fails',
        m?.crawlable === 0,
      );
    } else {
      min('SEO', m?.seo, lb.seo);
    }
  }

  const routes = results.firstLoadJs?.routes ?? [];
  // A part without routes (instances) measures no first-load JS, so none is missing.
  if (!routes.length && (!only || only.routes.length)) {
    checks.push({
      group: 'first-load JS',
      subject: 'all routes',
      metric: 'measured',
      measured: 'missing',
      budget: 'present',
      pass: false,
    });
  }
  for (const route of routes) {
    checks.push({
      group: 'first-load JS',
      subject: `${route.route} (${route.kind})`,
      metric: 'gzip KB',
      measured: route.status === 200 ? kb(route.gzipBytes) : `HTTP ${route.status}`,
      budget: `≤ ${route.budgetKB}`,
      pass: route.status === 200 && route.gzipBytes <= route.budgetKB * KB,
    });
  }

  if (routes.length) {
    // web-vitals is imported after the page is idle: a first-load chunk carrying it breaks the collector's budget.
    const carrying = (results.firstLoadJs?.chunks ?? []).filter((chunk) => chunk.contains.includes(WEB_VITALS_LIBRARY));
    checks.push({
      group: 'first-load JS',
      subject: 'all routes',
      metric: 'web-vitals in first-load chunks',
      measured: carrying.length ? carrying.map((chunk) => chunk.path).join(', ') : 'none',
      budget: `none (the collector leaf ≤ ${budgets.vitalsCollectorKB} KB: lib/vitals/collector-size.test.ts)`,
      pass: carrying.length === 0,
    });
    // The public pages carry none of the workspace: no chart library, no toasts, none of its client code.
    checks.push(
      ...withoutLibraries(
        'first-load JS',
        'public routes',
        routes,
        [CHART_LIBRARY, TOAST_LIBRARY, WORKSPACE_CODE],
        'none (the workspace only)',
      ),
    );
  }

  for (const path of only ? only.load : LOAD_PAGES) {
    const target = results.load?.targets.find((entry) => entry.role === 'page' && entry.path === path);
    checks.push({
      group: 'load',
      subject: path,
      metric: 'errors (incl. timeouts) + non-2xx',
      measured: target ? String(target.failures) : 'missing',
      budget: `≤ ${budgets.load.maxErrors}`,
      pass: !!target && target.failures <= budgets.load.maxErrors && target.responses2xx > 0,
    });
    checks.push({
      group: 'load',
      subject: path,
      metric: 'p99 latency ms',
      measured: target ? String(target.p99Ms) : 'missing',
      budget: `< ${budgets.load.maxP99Ms}`,
      pass: !!target && target.p99Ms < budgets.load.maxP99Ms,
    });
    // A page is judged where readers meet it: through the shared cache (decision 047).
    if (isSharedCachePage(path))
      checks.push({
        group: 'load',
        subject: path,
        metric: 'asked through',
        measured: target?.via ?? 'missing',
        budget: SHARED_CACHE_VIA,
        pass: target?.via === SHARED_CACHE_VIA,
      });
  }

  // The instances row is optional in a full run (skipped without redis-server or nginx); measured, or
  // asked for by --only=instances, it must have served every request of both setups.
  const instances = results.instances;
  if (only?.instances || (!only && instances && !instances.skipped)) {
    for (const path of INSTANCES_PAGES) {
      const page = instances?.pages.find((entry) => entry.path === path);
      for (const [setup, target] of [
        ['one instance', page?.one],
        ['nginx over two', page?.two],
      ] as const) {
        checks.push({
          group: 'instances',
          subject: `${path} (${setup})`,
          metric: 'errors (incl. timeouts) + non-2xx',
          measured: target ? String(target.failures) : instances?.skipped ? `skipped: ${instances.skipped}` : 'missing',
          budget: '0',
          pass: !!target && target.failures === 0 && target.responses2xx > 0,
        });
      }
    }
  }

  // Lighthouse 13, like the engines part: optional in a full run (Node 22 may not be had), required by --only=lighthouse13.
  if (!only || ('lighthouse13' in only && only.lighthouse13))
    checks.push(
      ...lighthouse13Checks(
        results.lighthouse13,
        results.settings.lighthouseRuns,
        !!only && 'lighthouse13' in only && only.lighthouse13,
      ),
    );

  // The engines part, like the instances row: optional in a full run, required by --only=engines.
  if (!only || ('engines' in only && only.engines))
    checks.push(...enginesChecks(results.engines, !!only && 'engines' in only && only.engines));

  // Results day, likewise: optional in a full run, required by --only=results-day.
  if (!only || ('resultsDay' in only && only.resultsDay))
    checks.push(...resultsDayChecks(results.resultsDay, !!only && 'resultsDay' in only && only.resultsDay));

  if (!only || ('interaction' in only && only.interaction))
    checks.push(...interactionChecks(results.interaction ?? null));

  // The workspace: every page within its budget, and the home page keeping its pace during uploads.
  if (!only || ('workspace' in only && only.workspace)) {
    const workspace = results.workspace;
    const pages = workspace?.firstLoadJs ?? [];
    if (!pages.length)
      checks.push({
        group: 'workspace',
        subject: 'workspace pages',
        metric: 'first-load JS measured',
        measured: 'missing',
        budget: 'present',
        pass: false,
      });
    for (const route of pages) {
      checks.push({
        group: 'workspace',
        subject: route.route,
        metric: 'first-load JS gzip KB (signed in)',
        measured: route.status === 200 ? kb(route.gzipBytes) : `HTTP ${route.status}`,
        budget: `≤ ${route.budgetKB}`,
        pass: route.status === 200 && route.gzipBytes <= route.budgetKB * KB,
      });
    }
    // recharts only where a chart is drawn (WORKSPACE_CHART_ROUTES).
    const plain = pages.filter((route) => route.kind === 'workspace');
    if (pages.length)
      checks.push(...withoutLibraries('workspace', 'pages without charts', plain, [CHART_LIBRARY], 'none'));
    const upload = workspace?.upload ?? null;
    checks.push({
      group: 'workspace',
      subject: `${budgets.workspace.uploadMB} MB PDF uploads during the load test of /`,
      metric: 'uploads completed, none failed',
      measured: upload ? `${upload.uploads.completed} completed, ${upload.uploads.failed} failed` : 'missing',
      budget: '≥ 1 completed, 0 failed',
      pass: !!upload && upload.uploads.completed >= 1 && upload.uploads.failed === 0,
    });
    checks.push({
      group: 'workspace',
      subject: '/ during uploads',
      metric: 'requests/s ÷ without uploads (mean of before and after)',
      measured:
        upload?.ratio !== null && upload?.ratio !== undefined
          ? `${upload.during.requestsPerSec} / ${((upload.before.requestsPerSec + upload.after.requestsPerSec) / 2).toFixed(1)} = ${upload.ratio.toFixed(2)}`
          : 'missing',
      budget: `≥ ${budgets.workspace.minRpsRatioDuringUpload}`,
      pass: typeof upload?.ratio === 'number' && upload.ratio >= budgets.workspace.minRpsRatioDuringUpload,
    });
    checks.push({
      group: 'workspace',
      subject: '/ during uploads',
      metric: 'errors (incl. timeouts) + non-2xx',
      measured: upload ? String(upload.during.failures) : 'missing',
      budget: `≤ ${budgets.load.maxErrors}`,
      pass: !!upload && upload.during.failures <= budgets.load.maxErrors && upload.during.responses2xx > 0,
    });
  }

  // The search's p95 on one core, on the synthetic index (a full run only: a part leaves it out).
  if (!only) {
    const row = results.search?.rows.find((entry) => (entry.itemsPerLanguage ?? 0) >= budgets.search.items) ?? null;
    for (const locale of ['th', 'en'] as const) {
      const latency = row?.latency[locale];
      checks.push({
        group: 'search',
        subject: `${budgets.search.items.toLocaleString('en')} items per language (${locale})`,
        metric: 'p95 CPU ms per query (wall)',
        measured: latency ? `${latency.cpuP95Ms} (${latency.p95Ms})` : 'missing',
        budget: `< ${budgets.search.maxP95Ms}`,
        pass: !!latency && latency.cpuP95Ms < budgets.search.maxP95Ms,
      });
    }
  }

  return checks;
}

/** Event Timing reports no entry under this duration: a sample of 0 means "under 16 ms". */
export const EVENT_TIMING_FLOOR_MS = 16;

/**
 * What the shared machine alone adds at one moment: the same-run reference's worst over the Event
 * Timing floor. The budget of that moment grows by it, so a busy neighbour does not fail the site, and
 * a reference over `referenceValidMs` fails the run's validity instead (rerun on a quieter machine).
 */
export function interactionAllowanceMs(referenceWorstMs: number | null): number {
  return referenceWorstMs === null ? 0 : Math.max(0, referenceWorstMs - EVENT_TIMING_FLOOR_MS);
}

/** The interaction budgets (docs/performance.md, Interaction from the first paint). */
export function interactionChecks(interaction: InteractionResults | null): Check[] {
  const ib = budgets.interaction;
  const checks: Check[] = [];
  checks.push({
    group: 'interaction',
    subject: 'run',
    metric: 'runs per point',
    measured: interaction ? String(interaction.runs) : 'missing',
    budget: `≥ ${ib.runs}`,
    pass: !!interaction && interaction.runs >= ib.runs,
  });
  const refPoint = (kind: 'tap' | 'key', offset: number) =>
    interaction?.reference[kind].points.find((entry) => entry.offsetMs === offset) ?? null;
  for (const offset of INTERACTION_OFFSETS_MS) {
    for (const kind of ['tap', 'key'] as const) {
      const ref = refPoint(kind, offset);
      checks.push({
        group: 'interaction',
        subject: `reference ${kind} at first paint + ${offset} ms`,
        metric: 'worst ms (machine quiet enough)',
        measured: ref?.worstMs === null || ref?.worstMs === undefined ? 'missing' : String(ref.worstMs),
        budget: `≤ ${ib.referenceValidMs}`,
        pass: !!ref && ref.worstMs !== null && ref.errors === 0 && ref.worstMs <= ib.referenceValidMs,
      });
    }
  }
  for (const element of INTERACTION_ELEMENTS) {
    const series = interaction?.elements.find((entry) => entry.id === element.id);
    for (const offset of INTERACTION_OFFSETS_MS) {
      const point = series?.points.find((entry) => entry.offsetMs === offset);
      const allowance = interactionAllowanceMs(refPoint(element.kind, offset)?.worstMs ?? null);
      const limit = ib.maxWorstMs + allowance;
      const complete = !!point && point.worstMs !== null && point.errors === 0 && point.samplesMs.length >= ib.runs;
      checks.push({
        group: 'interaction',
        subject: `${element.id} at first paint + ${offset} ms`,
        metric: 'worst Event Timing ms',
        measured:
          !point || point.worstMs === null
            ? 'missing'
            : `${point.worstMs}${point.errors ? ` (${point.errors} run(s) failed)` : ''}`,
        budget: allowance ? `≤ ${ib.maxWorstMs} + ${allowance} (reference)` : `≤ ${ib.maxWorstMs}`,
        pass: complete && point.worstMs! <= limit,
      });
    }
  }
  return checks;
}
