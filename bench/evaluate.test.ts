/** @jest-environment node */
import {
  budgets,
  firstLoadBudgetKB,
  INTERACTION_ELEMENTS,
  INTERACTION_OFFSETS_MS,
  LIGHTHOUSE_PAGES,
  NOINDEX_PAGES,
  routeKind,
} from './budgets';
import { evaluate, interactionChecks } from './evaluate';
import { ratiosOf } from './lighthouse';
import type {
  BenchResults,
  InteractionResults,
  InteractionSeries,
  LighthouseMetrics,
  LighthousePage,
  SearchBench,
  SearchLatency,
} from './types';

const metrics = (over: Partial<LighthouseMetrics> = {}): LighthouseMetrics => ({
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  lcpElement: 'p',
  cls: 0,
  tbtMs: 40,
  fcpMs: 900,
  speedIndexMs: 1000,
  scriptTransferBytes: 0,
  benchmarkIndex: 1500,
  bfCache: 1,
  labelInName: 1,
  bfCacheFailures: [],
  ...over,
});

function page(path: string, real: LighthouseMetrics, reference: LighthouseMetrics | null): LighthousePage {
  return {
    path,
    url: `http://localhost${path}`,
    runs: 1,
    median: real,
    medianRunIndex: 1,
    allRuns: [real],
    reference: {
      runs: reference ? 1 : 0,
      median: reference,
      medianRunIndex: reference ? 1 : null,
      allRuns: reference ? [reference] : [],
      errors: [],
    },
    ratios: ratiosOf(real, reference),
    failingAudits: [],
    errors: [],
  };
}

function results(lighthouse: LighthousePage[]): BenchResults {
  return {
    schema: 2,
    settings: { quick: false, load: { connections: 50, durationSeconds: 20 } },
    errors: [],
    lighthouse,
    firstLoadJs: null,
    load: null,
  } as unknown as BenchResults;
}

const lighthouseChecks = (lighthouse: LighthousePage[], path: string) =>
  Object.fromEntries(
    evaluate(results(lighthouse))
      .filter((check) => check.group === 'lighthouse' && check.subject === path)
      .map((check) => [check.metric, check.pass]),
  );

describe('ratiosOf', () => {
  it('compares the page with its reference', () => {
    expect(
      ratiosOf(
        metrics({ performance: 90, lcpMs: 1800, fcpMs: 900, tbtMs: 150 }),
        metrics({ performance: 99, lcpMs: 1500, fcpMs: 900, tbtMs: 50 }),
      ),
    ).toEqual({
      performanceDelta: -9,
      lcpRatio: 1.2,
      fcpRatio: 1,
      tbtDeltaMs: 100,
    });
  });

  it('gives null where the reference is missing or its value is 0', () => {
    expect(ratiosOf(metrics(), null)).toEqual({
      performanceDelta: null,
      lcpRatio: null,
      fcpRatio: null,
      tbtDeltaMs: null,
    });
    expect(ratiosOf(metrics(), metrics({ lcpMs: 0 })).lcpRatio).toBeNull();
  });
});

describe('evaluate: Lighthouse budgets are ratios to the no-JS reference, not absolute scores', () => {
  const path = LIGHTHOUSE_PAGES[0];

  it('passes a page close to its reference, whatever the absolute score', () => {
    const checks = lighthouseChecks(
      [page(path, metrics({ performance: 70, lcpMs: 3600 }), metrics({ performance: 72, lcpMs: 3000 }))],
      path,
    );
    expect(checks).toMatchObject({
      'no-JS reference measured': true,
      'performance − reference (points)': true,
      'LCP ÷ reference LCP': true,
      'TBT ms': true,
      CLS: true,
      'back/forward cache audit': true,
    });
  });

  it.each([
    ['performance − reference (points)', metrics({ performance: 93 })],
    ['LCP ÷ reference LCP', metrics({ lcpMs: 1801 })],
    ['TBT ms', metrics({ tbtMs: 101 })],
    ['CLS', metrics({ cls: 0.002 })],
    ['back/forward cache audit', metrics({ bfCache: 0, bfCacheFailures: ['no-store'] })],
    ['label-in-name audit (weight 0 in accessibility)', metrics({ labelInName: 0 })],
    ['accessibility', metrics({ accessibility: 98 })],
    ['SEO', metrics({ seo: 92 })],
  ])('fails %s', (metric, real) => {
    const checks = lighthouseChecks([page(path, real, metrics())], path);
    expect(checks[metric]).toBe(false);
    expect(
      Object.entries(checks)
        .filter(([, pass]) => !pass)
        .map(([name]) => name),
    ).toEqual([metric]);
  });

  it('fails a page without a reference and a page not measured at all', () => {
    expect(lighthouseChecks([page(path, metrics(), null)], path)).toMatchObject({
      'no-JS reference measured': false,
      'LCP ÷ reference LCP': false,
    });
    expect(Object.values(lighthouseChecks([], path)).every((pass) => !pass)).toBe(true);
  });

  it('judges a noindex page (search) by the SEO audits other than is-crawlable, and requires that one to fail', () => {
    const search = NOINDEX_PAGES[0];
    expect(LIGHTHOUSE_PAGES).toContain(search);
    const noindexed = metrics({ seo: 69, seoWithoutCrawlable: 100, crawlable: 0 });
    const checks = lighthouseChecks([page(search, noindexed, metrics())], search);
    expect(checks).toMatchObject({
      'SEO without is-crawlable (noindex by design)': true,
      'is-crawlable audit: noindex present': true,
    });
    expect(checks.SEO).toBeUndefined();
    // Indexable after all (the noindex lost), or another SEO audit failing: both fail.
    expect(
      lighthouseChecks([page(search, metrics({ seoWithoutCrawlable: 100, crawlable: 1 }), metrics())], search)[
        'is-crawlable audit: noindex present'
      ],
    ).toBe(false);
    expect(
      lighthouseChecks([page(search, metrics({ seo: 60, seoWithoutCrawlable: 92, crawlable: 0 }), metrics())], search)[
        'SEO without is-crawlable (noindex by design)'
      ],
    ).toBe(false);
  });
});

describe('a part run with Lighthouse pages of its own (--only=results)', () => {
  const hub = '/financialinfo/results';
  const quarter = '/en/financialinfo/results/2025-q3';
  const partChecks = (lighthouse: LighthousePage[]) =>
    evaluate({
      ...results(lighthouse),
      settings: { quick: false, only: 'results', load: { connections: 50, durationSeconds: 20 } },
    } as unknown as BenchResults).filter((check) => check.group === 'lighthouse');

  it('is held to the Lighthouse budgets of the hub and the quarter page only', () => {
    const checks = partChecks([page(hub, metrics(), metrics()), page(quarter, metrics(), metrics())]);
    expect(new Set(checks.map((check) => check.subject))).toEqual(new Set([hub, quarter]));
    expect(checks.every((check) => check.pass)).toBe(true);
  });

  it('fails when a page is missing or worse than its reference', () => {
    expect(
      partChecks([page(hub, metrics(), metrics())]).filter((check) => check.subject === quarter && !check.pass).length,
    ).toBeGreaterThan(0);
    const slow = partChecks([page(hub, metrics(), metrics()), page(quarter, metrics({ lcpMs: 2400 }), metrics())]);
    expect(slow.find((check) => check.subject === quarter && check.metric === 'LCP ÷ reference LCP')?.pass).toBe(false);
  });
});

describe('the search budget', () => {
  const latency = (cpuP95Ms: number): SearchLatency => ({
    queries: 70,
    p50Ms: 5,
    p95Ms: cpuP95Ms + 1,
    maxMs: 30,
    cpuP50Ms: 5,
    cpuP95Ms,
  });
  const search = (itemsPerLanguage: number, th: number, en: number): SearchBench => ({
    measuredAt: '2026-11-24T00:00:00Z',
    rounds: 5,
    loadAverage: { atStart: [1], atEnd: [1] },
    rows: [
      {
        index: 'demo data',
        itemsPerLanguage: null,
        documents: 754,
        buildSeconds: 0.2,
        firstQueryMs: 9,
        latency: { th: latency(50), en: latency(50) },
      },
      {
        index: 'synthetic',
        itemsPerLanguage,
        documents: 2 * itemsPerLanguage,
        buildSeconds: 30,
        firstQueryMs: 500,
        latency: { th: latency(th), en: latency(en) },
      },
    ],
  });
  const searchChecks = (value: SearchBench | null) =>
    evaluate({ ...results([]), search: value }).filter((check) => check.group === 'search');

  it('passes a p95 under the aim in both languages on the full synthetic index; the demo row is not judged', () => {
    expect(searchChecks(search(100_000, 11, 9)).map((check) => check.pass)).toEqual([true, true]);
  });

  it('fails a language over the aim, a smaller index and a run without the search', () => {
    expect(searchChecks(search(100_000, 11, 20)).map((check) => check.pass)).toEqual([true, false]);
    expect(searchChecks(search(30_000, 11, 9)).every((check) => !check.pass)).toBe(true);
    expect(searchChecks(null).map((check) => check.measured)).toEqual(['missing', 'missing']);
  });
});

describe('the interaction budgets', () => {
  const series = (id: string, kind: 'tap' | 'key', worst: (offset: number) => number, runs = 5): InteractionSeries => ({
    id,
    label: id,
    path: '/',
    kind,
    points: INTERACTION_OFFSETS_MS.map((offsetMs) => ({
      offsetMs,
      samplesMs: Array.from({ length: runs }, (_, index) => (index === 0 ? worst(offsetMs) : 0)),
      atMs: Array.from({ length: runs }, () => offsetMs),
      medianMs: 0,
      worstMs: worst(offsetMs),
      errors: 0,
    })),
  });
  const interaction = (
    over: { element?: (offset: number) => number; reference?: (offset: number) => number; runs?: number } = {},
  ): InteractionResults => ({
    runs: over.runs ?? 5,
    cpuSlowdown: 4,
    viewport: { width: 390, height: 844 },
    offsetsMs: [...INTERACTION_OFFSETS_MS],
    loadavgStart: [1],
    loadavgEnd: [1],
    reference: {
      tap: series('reference-tap', 'tap', over.reference ?? (() => 0), over.runs),
      key: series('reference-key', 'key', over.reference ?? (() => 0), over.runs),
    },
    elements: INTERACTION_ELEMENTS.map((element) =>
      series(element.id, element.kind, over.element ?? (() => 40), over.runs),
    ),
    errors: [],
  });
  const failing = (results: InteractionResults | null) =>
    interactionChecks(results)
      .filter((check) => !check.pass)
      .map((check) => check.subject);

  it('passes every element at or under 100 ms at every moment, with a quiet reference', () => {
    expect(failing(interaction({ element: () => 100 }))).toEqual([]);
  });

  it('fails one element at one moment over 100 ms, and names it', () => {
    const menu = INTERACTION_ELEMENTS[0].id;
    const results = interaction();
    results.elements[0].points[0].worstMs = 101;
    expect(failing(results)).toEqual([`${menu} at first paint + 0 ms`]);
  });

  it("adds the reference's excess over 16 ms to the budget of that moment only", () => {
    // The machine alone cost 40 ms at +250 ms: 124 passes there (100 + 24), 101 fails elsewhere.
    const results = interaction({
      reference: (offset) => (offset === 250 ? 40 : 0),
      element: (offset) => (offset === 250 ? 124 : 100),
    });
    expect(failing(results)).toEqual([]);
    const over = interaction({
      reference: (offset) => (offset === 250 ? 40 : 0),
      element: (offset) => (offset === 250 ? 125 : 100),
    });
    expect(failing(over)).toHaveLength(INTERACTION_ELEMENTS.length);
  });

  it('fails the run when the reference is over 50 ms (too loaded to judge), when runs fail or are too few, and when not measured', () => {
    expect(failing(interaction({ reference: (offset) => (offset === 3000 ? 51 : 0) }))).toEqual([
      'reference tap at first paint + 3000 ms',
      'reference key at first paint + 3000 ms',
    ]);
    const failed = interaction();
    failed.elements[1].points[2].errors = 1;
    expect(failing(failed)).toEqual([`${INTERACTION_ELEMENTS[1].id} at first paint + 500 ms`]);
    expect(failing(interaction({ runs: 2 }))).toContain('run');
    expect(interactionChecks(null).every((check) => !check.pass)).toBe(true);
  });

  it('is part of a full run and of --only=interaction, not of the other parts', () => {
    const full = { ...results([]), interaction: interaction() } as BenchResults;
    expect(evaluate(full).some((check) => check.group === 'interaction')).toBe(true);
    const part = (only: string) => ({ ...full, settings: { ...full.settings, only } }) as BenchResults;
    expect(evaluate(part('interaction')).filter((check) => check.group === 'interaction' && !check.pass)).toEqual([]);
    expect(evaluate(part('prices')).some((check) => check.group === 'interaction')).toBe(false);
    expect(evaluate(part('workspace')).some((check) => check.group === 'interaction')).toBe(false);
  });
});

describe('evaluate: the Web Vitals collector', () => {
  const withChunks = (contains: string[][]) =>
    ({
      ...results([]),
      firstLoadJs: {
        routes: [
          {
            route: '/',
            kind: 'chart',
            budgetKB: 220,
            status: 200,
            chunks: contains.map((_, i) => `/c${i}.js`),
            rawBytes: 1,
            gzipBytes: 1,
            sharedGzipBytes: 1,
            routeGzipBytes: 0,
            htmlGzipBytes: 1,
          },
        ],
        shared: { chunks: [], gzipBytes: 0, rawBytes: 0 },
        chunks: contains.map((libraries, i) => ({
          path: `/c${i}.js`,
          rawBytes: 1,
          gzipBytes: 1,
          routes: 1,
          contains: libraries,
        })),
      },
    }) as unknown as BenchResults;
  const check = (contains: string[][]) =>
    evaluate(withChunks(contains)).find((entry) => entry.metric === 'web-vitals in first-load chunks');

  it('passes when web-vitals is in no first-load chunk, fails when one carries it', () => {
    expect(check([['react-dom'], ['site components (CSS modules)']])).toMatchObject({ pass: true, measured: 'none' });
    expect(check([['react-dom'], ['web-vitals']])).toMatchObject({ pass: false, measured: '/c1.js' });
  });
});

describe('the workspace budgets', () => {
  const target = (requestsPerSec: number, failures = 0) => ({
    requestsPerSec,
    failures,
    responses2xx: failures ? 0 : 100,
  });
  const workspaceResults = (ratioDuring: number, { gzipKB = 200, failed = 0, status = 200 } = {}) =>
    ({
      ...results([]),
      settings: { quick: false, only: 'workspace', load: { connections: 50, durationSeconds: 20 } },
      workspace: {
        firstLoadJs: [
          {
            route: '/admin',
            kind: 'workspace',
            budgetKB: 250,
            status,
            chunks: [],
            rawBytes: 1,
            gzipBytes: gzipKB * 1024,
            sharedGzipBytes: 0,
            routeGzipBytes: 0,
            htmlGzipBytes: 1,
          },
        ],
        upload: {
          pdf: { bytes: 21_000_000, pages: 2000 },
          before: target(1000),
          during: target(1000 * ratioDuring),
          after: target(1000),
          uploads: { completed: 3, failed, meanSeconds: 4, statuses: [200] },
          ratio: ratioDuring,
        },
      },
    }) as unknown as BenchResults;
  const workspaceChecks = (bench: BenchResults) =>
    Object.fromEntries(
      evaluate(bench)
        .filter((check) => check.group === 'workspace')
        .map((check) => [check.metric, check.pass]),
    );

  it('passes pages within 250 KB and a home page keeping 0.9 of its pace during uploads', () => {
    expect(Object.values(workspaceChecks(workspaceResults(0.95))).every(Boolean)).toBe(true);
  });

  it('fails a slower home page during uploads, a failed upload, a heavy page or a page not served', () => {
    expect(workspaceChecks(workspaceResults(0.85))['requests/s ÷ without uploads (mean of before and after)']).toBe(
      false,
    );
    expect(workspaceChecks(workspaceResults(0.95, { failed: 1 }))['uploads completed, none failed']).toBe(false);
    expect(workspaceChecks(workspaceResults(0.95, { gzipKB: 251 }))['first-load JS gzip KB (signed in)']).toBe(false);
    expect(workspaceChecks(workspaceResults(0.95, { status: 307 }))['first-load JS gzip KB (signed in)']).toBe(false);
  });

  it('fails a run of the part without workspace results', () => {
    const bench = { ...workspaceResults(0.95), workspace: null } as unknown as BenchResults;
    expect(evaluate(bench).filter((check) => check.group === 'workspace' && !check.pass).length).toBeGreaterThan(0);
  });
});

describe('the workspace stays out of the public pages, and recharts out of the workspace pages without charts', () => {
  const route = (path: string, kind: string, libraries: string[]) => ({
    route: path,
    kind,
    budgetKB: 250,
    status: 200,
    chunks: [],
    rawBytes: 1,
    gzipBytes: 1,
    sharedGzipBytes: 1,
    routeGzipBytes: 0,
    htmlGzipBytes: 1,
    libraries,
  });
  const bench = (publicLibraries: string[], workspacePages: ReturnType<typeof route>[]) =>
    ({
      ...results([]),
      firstLoadJs: {
        routes: [route('/', 'chart', publicLibraries)],
        shared: { chunks: [], gzipBytes: 0, rawBytes: 0 },
        chunks: [],
      },
      workspace: { firstLoadJs: workspacePages, upload: null },
    }) as unknown as BenchResults;
  const failing = (results: BenchResults) =>
    evaluate(results)
      .filter((check) => !check.pass && (check.subject === 'public routes' || check.subject === 'pages without charts'))
      .map((check) => `${check.subject}: ${check.metric}`);

  it('passes public pages without them and recharts on a chart page', () => {
    expect(
      failing(
        bench(
          ['react-dom'],
          [
            route('/admin/reading', 'workspaceCharts', ['recharts', 'react-toastify', 'workspace client code']),
            route('/admin/items', 'workspace', ['react-toastify']),
          ],
        ),
      ),
    ).toEqual([]);
  });

  it('fails a public page carrying recharts, toasts or workspace code, and a plain workspace page carrying recharts', () => {
    expect(failing(bench(['recharts', 'react-toastify', 'workspace client code'], []))).toEqual([
      'public routes: recharts in first-load chunks',
      'public routes: react-toastify in first-load chunks',
      'public routes: workspace client code in first-load chunks',
    ]);
    expect(failing(bench([], [route('/admin/items', 'workspace', ['recharts'])]))).toEqual([
      'pages without charts: recharts in first-load chunks',
    ]);
  });

  it('gives the chart pages of the workspace their own budget', () => {
    expect(routeKind('/en/admin/reading')).toBe('workspaceCharts');
    expect(routeKind('/admin/items')).toBe('workspace');
    expect(firstLoadBudgetKB('/admin/vitals')).toBe(budgets.firstLoadJsKB.workspaceCharts);
  });
});
