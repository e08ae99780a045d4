/** @jest-environment node */
import { INSTANCES_PAGES } from './budgets';
import { evaluate } from './evaluate';
import { loadTarget as target, partResults } from './test-fixtures';
import { instancesSkipReason, renderInstances, twoToOneRatio } from './instances-summary';
import type { BenchResults, InstancesResults, LoadTarget } from './types';

const measured = (two: LoadTarget = target(80)): InstancesResults => ({
  skipped: null,
  pages: INSTANCES_PAGES.map((path) => ({
    path,
    one: target(100),
    two,
    ratio: twoToOneRatio(100, two.requestsPerSec),
  })),
});

const results = (only: string | null, instances: InstancesResults | null | undefined) =>
  partResults(only, { instances });

const instanceChecks = (r: BenchResults) => evaluate(r).filter((check) => check.group === 'instances');

describe('instancesSkipReason', () => {
  it('is null when both parts are there and names each missing one otherwise', () => {
    expect(instancesSkipReason({ redisServer: true, nginx: true })).toBeNull();
    expect(instancesSkipReason({ redisServer: false, nginx: true })).toMatch(/^redis-server not found/);
    expect(instancesSkipReason({ redisServer: true, nginx: false })).toMatch(/^nginx not found/);
    expect(instancesSkipReason({ redisServer: false, nginx: false })).toMatch(/^redis-server and nginx not found/);
  });
});

describe('twoToOneRatio', () => {
  it('divides two by one to 3 decimals', () => {
    expect(twoToOneRatio(200, 150)).toBe(0.75);
    expect(twoToOneRatio(3, 2)).toBe(0.667);
  });
  it('is null without a measure of one instance', () => {
    expect(twoToOneRatio(0, 150)).toBeNull();
    expect(twoToOneRatio(Number.NaN, 150)).toBeNull();
  });
});

describe('renderInstances', () => {
  it('says why the row was skipped', () => {
    expect(renderInstances({ skipped: 'nginx not found on this machine', pages: [] }, 2)).toBe(
      'Skipped: nginx not found on this machine.',
    );
    expect(renderInstances(null, 2)).toBe('Not measured (see errors).');
  });
  it('shows both setups of each page, the ratio on the two-instance row, and that two cores show overhead', () => {
    const text = renderInstances(measured(), 2);
    expect(text).toContain('On 2 cores');
    expect(text).toContain('overhead');
    expect(text).toContain('| `/` | one instance, direct | 100.0 | 40 | 120 | 0 | – |');
    expect(text).toContain('|  | nginx (no cache) → two instances (Redis) | 80.0 | 40 | 120 | 0 | 0.800 |');
    expect(text).toContain('`/en/newinfo/info?year=2024&page=2`');
  });
  it('marks a setup with failures', () => {
    expect(renderInstances(measured(target(80, { failures: 3 })), 2)).toContain('| 3 ✗ | 0.800 |');
  });
});

describe('evaluate: the instances row', () => {
  it('passes with no errors on every page and setup', () => {
    const checks = instanceChecks(results('instances', measured()));
    expect(checks).toHaveLength(INSTANCES_PAGES.length * 2);
    expect(checks.every((check) => check.pass)).toBe(true);
    // The part measures no first-load JS and no load targets: none of them is reported missing.
    expect(evaluate(results('instances', measured())).filter((check) => !check.pass)).toEqual([]);
  });
  it('fails on any failed request, or on no 2xx at all', () => {
    expect(
      instanceChecks(results(null, measured(target(80, { failures: 1 })))).filter((check) => !check.pass),
    ).toHaveLength(INSTANCES_PAGES.length);
    expect(instanceChecks(results(null, measured(target(80, { responses2xx: 0 })))).some((check) => !check.pass)).toBe(
      true,
    );
  });
  it('is optional in a full run but required by --only=instances', () => {
    const skipped = { skipped: 'nginx not found on this machine', pages: [] };
    expect(instanceChecks(results(null, skipped))).toEqual([]);
    expect(instanceChecks(results(null, undefined))).toEqual([]);
    const required = instanceChecks(results('instances', skipped));
    expect(required.length).toBeGreaterThan(0);
    expect(required.every((check) => !check.pass && check.measured.startsWith('skipped'))).toBe(true);
  });
  it('is not asked of the other parts', () => {
    expect(instanceChecks(results('prices', measured()))).toEqual([]);
  });
});
