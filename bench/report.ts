import { BENCH_SUBSETS, budgets, isBenchSubset, lighthousePagesOf, NOINDEX_PAGES } from './budgets';
import { evaluate, interactionAllowanceMs, kb } from './evaluate';
import { renderEngines } from './engines-summary';
import { renderInstances } from './instances-summary';
import { renderLighthouse13 } from './lighthouse-13-summary';
import { renderResultsDay } from './results-day-summary';
import type { BenchResults, LighthouseMetrics } from './types';

const REPRODUCE =
  '`npm run bench` (builds into `.next-bench`, serves it on port 3300, measures), then `npm run bench:check`';

function fmt(value: number | null | undefined, digits = 0): string {
  return value === null || value === undefined ? '–' : value.toFixed(digits);
}

function mark(pass: boolean): string {
  return pass ? '' : ' ✗';
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** What kind of run made the results: a full run, a quick one, or one part alone. */

/** The SEO cell: the score, or for a noindex page (NOINDEX_PAGES) the score without is-crawlable beside it. */
function seoCell(path: string, x: Partial<LighthouseMetrics>): string {
  const lb = budgets.lighthouse;
  if (!NOINDEX_PAGES.includes(path)) return `${fmt(x.seo)}${mark((x.seo ?? -1) >= lb.seo)}`;
  const pass = (x.seoWithoutCrawlable ?? -1) >= lb.seo && x.crawlable === 0;
  return `${fmt(x.seo)} (noindex; ${fmt(x.seoWithoutCrawlable)} without is-crawlable)${mark(pass)}`;
}
/** The Lighthouse pages a results file's run audited (budgets.ts lighthousePagesOf). */
function auditedPages(settings: Pick<BenchResults['settings'], 'only'>): readonly string[] {
  return lighthousePagesOf(settings.only && isBenchSubset(settings.only) ? settings.only : null);
}

/** What a part run alone did with Lighthouse: its pages with the pinned one, Lighthouse 13 only, or none. */
function partLighthouse(settings: Pick<BenchResults['settings'], 'only'>): string {
  if (auditedPages(settings).length > 0) return 'Lighthouse of its pages only';
  return settings.only === 'lighthouse13' ? 'Lighthouse 13 only' : 'no Lighthouse';
}

export function runKind(settings: Pick<BenchResults['settings'], 'quick' | 'only'>): string {
  if (settings.only)
    return `only the part \`${settings.only}\` (\`npm run bench -- --only=${settings.only}\`), ${partLighthouse(settings)}`;
  return settings.quick ? '**quick run (BENCH_QUICK=1), not valid for the budgets**' : 'full run';
}

/**
 * The results as markdown. `level` is the heading level of the sections (2 in latest.md, 3 inside
 * docs/performance.md's "The latest full run").
 */
export function renderMarkdown(results: BenchResults, level = 2): string {
  const h = (text: string) => `${'#'.repeat(level)} ${text}`;
  const checks = evaluate(results);
  const failed = checks.filter((check) => !check.pass);
  const m = results.machine;
  const s = results.settings;
  const lb = budgets.lighthouse;
  const out: string[] = [];

  out.push(
    [
      `Measured ${results.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')} at commit \`${results.commit}\`` +
        (results.uncommittedFiles ? ` (working tree with ${results.uncommittedFiles} uncommitted files)` : '') +
        ` on ${m.cores} cores (${m.cpuModel}), ${m.memoryGB} GB, Node ${m.node}; ` +
        `load average at start ${m.loadavgStart.map((v) => v.toFixed(2)).join(' / ')} (1/5/15 min)` +
        `${m.loadavgBeforeLoad ? `, before the load test ${m.loadavgBeforeLoad[0].toFixed(2)}` : ''}.`,
      '',
      `Settings: ${runKind(s)}` +
        `${s.skipBuild ? ', existing build reused (BENCH_SKIP_BUILD=1)' : ''}; ` +
        // A part run alone (--only) runs no Lighthouse unless it names pages: its settings are not claimed.
        (s.only && auditedPages(s).length === 0
          ? ''
          : `Lighthouse ${s.lighthouseVersion} with ${s.chromium}, default mobile settings (simulated throttling), ${s.lighthouseRuns} run(s) of each page interleaved with ${s.lighthouseRuns} of its no-JS reference, median by performance score; `) +
        `first-load JS = gzip level ${s.gzipLevel} of the /_next/static scripts the HTML loads, KB = 1024 bytes; ` +
        `autocannon ${s.load.connections} connections × ${s.load.durationSeconds} s per target, one after the other, with Accept-Encoding gzip as a browser sends (pages served by server.mjs, as \`npm start\`; in the load test asked through nginx's shared cache in front of it); ` +
        `${s.originLoad?.connections ?? s.load.connections} connections where every request renders the home page at an instance (instances, engines' two machines, workspace).`,
      '',
      `The machine is shared (other builds may run at the same time), so the timings are noisy. Reproduce with ${REPRODUCE}.`,
      '',
      failed.length
        ? `**Budgets: ${checks.length - failed.length} of ${checks.length} pass; failing:** ` +
          failed
            .map((check) => `${check.subject} ${check.metric} ${check.measured} (budget ${check.budget})`)
            .join('; ') +
          '.'
        : `**Budgets: all ${checks.length} pass.**`,
    ].join('\n'),
  );

  function lighthouseSection() {
    out.push(h('Lighthouse (mobile), each page against its no-JS reference'));
    const lhRows = auditedPages(s).map((path) => {
      const page = results.lighthouse.find((entry) => entry.path === path);
      const x: Partial<LighthouseMetrics> = page?.median ?? {};
      const ref: Partial<LighthouseMetrics> = page?.reference?.median ?? {};
      const r = page?.ratios;
      const runs = (list: LighthouseMetrics[] | undefined, key: 'performance' | 'benchmarkIndex') =>
        list?.map((run) => fmt(run[key])).join(', ') || '–';
      return [
        `\`${path}\``,
        `${fmt(x.performance)} / ${fmt(ref.performance)}`,
        fmt(r?.performanceDelta) +
          mark(typeof r?.performanceDelta === 'number' && r.performanceDelta >= -lb.maxPerformanceBelowReference),
        `${fmt(x.lcpMs)} / ${fmt(ref.lcpMs)}`,
        fmt(r?.lcpRatio, 2) + mark(typeof r?.lcpRatio === 'number' && r.lcpRatio <= lb.maxLcpRatio),
        fmt(r?.fcpRatio, 2),
        `${fmt(x.tbtMs)}${mark(typeof x.tbtMs === 'number' && x.tbtMs <= lb.maxTbtMs)} / ${fmt(ref.tbtMs)}`,
        fmt(x.cls, 3) + mark(typeof x.cls === 'number' && Math.round(x.cls * 1000) / 1000 <= lb.cls),
        (x.bfCache === 1 ? 'pass' : x.bfCache === undefined || x.bfCache === null ? '–' : 'fail') +
          mark(x.bfCache === 1),
        `${fmt(x.accessibility)}${mark((x.accessibility ?? -1) >= lb.accessibility)} / ${fmt(x.bestPractices)}${mark((x.bestPractices ?? -1) >= lb.bestPractices)} / ${seoCell(path, x)}`,
        `${runs(page?.allRuns, 'performance')} / ${runs(page?.reference?.allRuns, 'performance')}`,
        `${runs(page?.allRuns, 'benchmarkIndex')} / ${runs(page?.reference?.allRuns, 'benchmarkIndex')}`,
      ];
    });
    out.push(
      'Every page is measured against its no-JS reference: the same page as served, with every script removed, from the same server, ' +
        'each reference run right after the page run of the same number (so both see the same load). Cells "page / reference"; medians by performance score. ' +
        "benchmarkIndex is Lighthouse's CPU benchmark of the machine at each run (higher = less loaded).\n\n" +
        table(
          [
            'page',
            'performance page / ref',
            `Δ performance (≥ −${lb.maxPerformanceBelowReference})`,
            'LCP ms page / ref',
            `LCP ÷ ref (≤ ${lb.maxLcpRatio})`,
            'FCP ÷ ref',
            `TBT ms (≤ ${lb.maxTbtMs}) / ref`,
            `CLS (${lb.cls})`,
            'bfcache audit',
            `a11y / best pr. (≥ ${lb.bestPractices}) / SEO`,
            'performance of each run, page / ref',
            'benchmarkIndex of each run, page / ref',
          ],
          lhRows,
        ),
    );
    const audits = results.lighthouse.flatMap((page) =>
      page.failingAudits
        .filter((audit) => audit.category !== 'performance')
        .map((audit) => `\`${page.path}\` ${audit.category}: ${audit.id} (${audit.title})`),
    );
    const lcp = results.lighthouse
      .filter((page) => page.median?.lcpElement)
      .map(
        (page) =>
          `- \`${page.path}\`: \`${page.median!.lcpElement!.replace(/`/g, "'")}\`` +
          (page.reference?.median?.lcpElement
            ? ` (reference: \`${page.reference.median.lcpElement.replace(/`/g, "'")}\`)`
            : ''),
      );
    if (lcp.length) out.push(`LCP element of the reported run:\n\n${lcp.join('\n')}`);
    if (audits.length) out.push(`Audits below 100 outside performance:\n\n${audits.map((a) => `- ${a}`).join('\n')}`);
    const lhErrors = results.lighthouse.flatMap((page) => page.errors.map((error) => `\`${page.path}\`: ${error}`));
    if (lhErrors.length) out.push(`Lighthouse errors:\n\n${lhErrors.map((e) => `- ${e}`).join('\n')}`);
  }

  const part = s.only && isBenchSubset(s.only) ? BENCH_SUBSETS[s.only] : null;
  // What a part run alone leaves out is said so, not reported as a failure.
  const notInPart = 'Not part of this run.';
  if (s.only) {
    const audited = auditedPages(s);
    out.push(
      `Only the part \`${s.only}\` was run (\`npm run bench -- --only=${s.only}\`): ` +
        (audited.length
          ? `Lighthouse of ${audited.map((path) => `\`${path}\``).join(', ')} only.`
          : `${partLighthouse(s)}.`),
    );
    if (audited.length) lighthouseSection();
  } else lighthouseSection();

  out.push(h('First-load JavaScript per route (gzip KB)'));
  const fl = results.firstLoadJs;
  if (fl) {
    const byRoute = new Map(fl.routes.map((route) => [route.route, route]));
    const rows = fl.routes
      .filter((route) => !route.route.startsWith('/en'))
      .map((th) => {
        const en = byRoute.get(th.route === '/' ? '/en' : `/en${th.route}`);
        const cell = (route: typeof th | undefined) =>
          !route
            ? '–'
            : route.status !== 200
              ? `HTTP ${route.status} ✗`
              : `${kb(route.gzipBytes)} (${kb(route.routeGzipBytes)})` + mark(route.gzipBytes <= route.budgetKB * 1024);
        return [`\`${th.route}\``, th.kind, cell(th), cell(en), `≤ ${th.budgetKB}`];
      });
    out.push(
      `Shared by every route: ${kb(fl.shared.gzipBytes)} KB gzip (${kb(fl.shared.rawBytes)} KB raw) in ${fl.shared.chunks.length} chunks; ` +
        'in brackets the route-specific part. Code loaded after hydration (next/dynamic, import()) is not first-load JS; ' +
        'the Lighthouse table above shows all JavaScript transferred during the load.\n\n' +
        table(['route', 'type', 'Thai', 'English (/en)', 'budget'], rows),
    );
    const shared = new Set(fl.shared.chunks);
    const biggest = fl.chunks.filter((chunk) => shared.has(chunk.path)).slice(0, 8);
    out.push(
      'Biggest shared chunks:\n\n' +
        table(
          ['chunk', 'gzip KB', 'raw KB', 'contains (recognised)'],
          biggest.map((chunk) => [
            `\`${chunk.path.replace('/_next/static/chunks/', '')}\``,
            kb(chunk.gzipBytes),
            kb(chunk.rawBytes),
            chunk.contains.join(', ') || '–',
          ]),
        ),
    );
  } else {
    out.push(part && !part.routes.length ? notInPart : 'Not measured (see errors).');
  }

  out.push(h('Load test (autocannon)'));
  const load = results.load;
  if (load) {
    out.push(
      `Baseline: \`${load.baseline.path}\`, ${kb(load.baseline.bytes)} KB (${load.baseline.reason}). ` +
        `Budget for the pages: no error, p99 < ${budgets.load.maxP99Ms} ms.\n\n` +
        table(
          [
            'target',
            'asked',
            'body KB',
            'requests/s',
            'p50 ms',
            'p99 ms',
            'max ms',
            'errors (incl. timeouts) + non-2xx',
            'req/s ÷ baseline',
          ],
          load.targets.map((t) => [
            `\`${t.path}\`${t.role === 'baseline' ? ' (baseline)' : ''}`,
            t.via ?? 'bench server',
            kb(t.bodyBytes),
            t.requestsPerSec.toFixed(1),
            String(t.p50Ms),
            String(t.p99Ms) + (t.role === 'page' ? mark(t.p99Ms < budgets.load.maxP99Ms) : ''),
            String(t.maxMs),
            String(t.failures) + (t.role === 'page' ? mark(t.failures <= budgets.load.maxErrors) : ''),
            t.ratioToBaseline === null ? '–' : t.ratioToBaseline.toFixed(3),
          ]),
        ),
    );
  } else {
    out.push(part && !part.load.length ? notInPart : 'Not measured (see errors).');
  }

  if (!part || part.instances) {
    out.push(h('Several instances behind nginx against one (optional)'));
    out.push(renderInstances(results.instances, m.cores));
  }

  if (!part || ('lighthouse13' in part && part.lighthouse13)) {
    out.push(h('Lighthouse 13 beside the pinned Lighthouse (optional)'));
    out.push(renderLighthouse13(results.lighthouse13));
  }

  if (!part || ('engines' in part && part.engines)) {
    out.push(h('Both engines, two machines, going live once (optional)'));
    out.push(renderEngines(results.engines, m.cores));
  }

  if (!part || ('resultsDay' in part && part.resultsDay)) {
    out.push(h("Results day through nginx's shared cache (optional)"));
    out.push(renderResultsDay(results.resultsDay, m.cores));
  }

  if (!part || ('interaction' in part && part.interaction)) {
    out.push(h('Interaction from the first paint'));
    out.push(renderInteraction(results));
  }

  if (!part || ('workspace' in part && part.workspace)) {
    out.push(h('The workspace, signed in'));
    const workspace = results.workspace;
    if (workspace) {
      out.push(
        `First-load JavaScript of the workspace pages (gzip KB; budget ${budgets.firstLoadJsKB.workspace}, with charts ${budgets.firstLoadJsKB.workspaceCharts}):\n\n` +
          table(
            ['route', 'HTTP', 'gzip KB', 'budget'],
            workspace.firstLoadJs.map((route) => [
              `\`${route.route}\``,
              String(route.status),
              kb(route.gzipBytes) + mark(route.status === 200 && route.gzipBytes <= route.budgetKB * 1024),
              String(route.budgetKB),
            ]),
          ),
      );
      const upload = workspace.upload;
      if (upload) {
        const pass = typeof upload.ratio === 'number' && upload.ratio >= budgets.workspace.minRpsRatioDuringUpload;
        out.push(
          `The home page's load test before, during and after uploads of a ${(upload.pdf.bytes / 1024 / 1024).toFixed(1)} MB PDF of ${upload.pdf.pages ?? '?'} pages, ` +
            `one after the other (${upload.uploads.completed} completed, ${upload.uploads.failed} failed, mean ${upload.uploads.meanSeconds ?? '–'} s each). ` +
            `Budget: requests/s during ≥ ${budgets.workspace.minRpsRatioDuringUpload} × the mean of before and after; ratio **${upload.ratio?.toFixed(2) ?? '–'}**${mark(pass)}.\n\n` +
            table(
              ['run', 'requests/s', 'p50 ms', 'p99 ms', 'errors + non-2xx'],
              [upload.before, upload.during, upload.after].map((t) => [
                t.label,
                t.requestsPerSec.toFixed(1),
                String(t.p50Ms),
                String(t.p99Ms),
                String(t.failures),
              ]),
            ),
        );
      }
    } else {
      out.push('Not measured (see errors).');
    }
  }

  if (!part) {
    out.push(h('Site search'));
    const search = results.search;
    if (search) {
      const latency = (row: (typeof search.rows)[number], locale: 'th' | 'en') => {
        const l = row.latency[locale];
        const pass =
          row.itemsPerLanguage !== null && row.itemsPerLanguage >= budgets.search.items
            ? mark(l.cpuP95Ms < budgets.search.maxP95Ms)
            : '';
        return `${l.p50Ms} / ${l.p95Ms} (CPU ${l.cpuP50Ms} / ${l.cpuP95Ms}${pass})`;
      };
      out.push(
        `In process, one query after the other (bench/search.ts), ${search.rounds} rounds of each language's queries, unfiltered and filtered; ` +
          `load average ${search.loadAverage.atStart[0]} → ${search.loadAverage.atEnd[0]}. Budget: p95 CPU time under ${budgets.search.maxP95Ms} ms ` +
          `on ${budgets.search.items.toLocaleString('en')} items per language. Milliseconds, p50 / p95.`,
        table(
          ['index', 'documents', 'build s', 'first query ms', 'th p50 / p95', 'en p50 / p95'],
          search.rows.map((row) => [
            row.index,
            String(row.documents),
            String(row.buildSeconds),
            String(row.firstQueryMs),
            latency(row, 'th'),
            latency(row, 'en'),
          ]),
        ),
      );
    } else {
      out.push('Not measured (see errors).');
    }
  }

  if (results.errors.length) out.push(`Errors during the run:\n\n${results.errors.map((e) => `- ${e}`).join('\n')}`);
  return `${out.join('\n\n')}\n`;
}

/** The interaction table: median / worst ms of each element at each moment, and the same-run reference. */
export function renderInteraction(results: Pick<BenchResults, 'interaction'>): string {
  const it = results.interaction;
  if (!it) return 'Not measured (see errors).';
  const ib = budgets.interaction;
  const cell = (
    point: { medianMs: number | null; worstMs: number | null; errors: number } | undefined,
    limit: number | null,
  ) => {
    if (!point || point.worstMs === null || point.medianMs === null) return '–';
    const ms = (value: number) => (value === 0 ? '<16' : String(Math.round(value)));
    return `${ms(point.medianMs)} / ${ms(point.worstMs)}${point.errors ? ` (${point.errors} failed)` : ''}${limit === null ? '' : mark(point.errors === 0 && point.worstMs <= limit)}`;
  };
  const refWorst = (kind: 'tap' | 'key', offset: number) =>
    it.reference[kind].points.find((point) => point.offsetMs === offset)?.worstMs ?? null;
  const rows = [
    ...(['tap', 'key'] as const).map((kind) => [
      `*${it.reference[kind].label}*`,
      '–',
      ...it.offsetsMs.map((offset) =>
        cell(
          it.reference[kind].points.find((point) => point.offsetMs === offset),
          ib.referenceValidMs,
        ),
      ),
    ]),
    ...it.elements.map((element) => [
      element.label,
      `\`${element.path}\``,
      ...it.offsetsMs.map((offset) =>
        cell(
          element.points.find((point) => point.offsetMs === offset),
          ib.maxWorstMs + interactionAllowanceMs(refWorst(element.kind, offset)),
        ),
      ),
    ]),
  ];
  return (
    `Playwright with ${'Chromium'} on a ${it.viewport.width} px phone context (touch), CPU slowed ${it.cpuSlowdown}× (CDP), a fresh context per run; ` +
    `one real interaction (a tap, or a key in a field focused by script) at first contentful paint + each moment; its duration is the longest Event Timing entry ` +
    `(durationThreshold 16 ms, so "<16" is under it). Cells: median / worst of ${it.runs} run(s), ms. Load average ${it.loadavgStart[0]} → ${it.loadavgEnd[0]}. ` +
    `Budget: worst ≤ ${ib.maxWorstMs} ms, plus the same-run reference's worst over 16 ms at that moment; the reference itself must stay ≤ ${ib.referenceValidMs} ms.\n\n` +
    table(['element', 'page', ...it.offsetsMs.map((offset) => `+${offset} ms`)], rows) +
    (it.errors.length ? `\n\nFailed runs:\n\n${it.errors.map((error) => `- ${error}`).join('\n')}` : '')
  );
}
