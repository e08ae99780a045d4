/** @jest-environment node */
import { toCsv } from '@/lib/downloads/csv-writer';
import { budgets, ENGINES_PAGES, INSTANCES_PAGES } from './budgets';
import { auditGoLives, enginesChecks, enginesSkipReason, renderEngines, tallyGoingLive } from './engines-summary';
import { evaluate } from './evaluate';
import { loadTarget as target, partResults } from './test-fixtures';
import type { BenchResults, EnginesResults, GoingLiveResults, LoadTarget } from './types';

const goingLive = (over: Partial<GoingLiveResults> = {}): GoingLiveResults => ({
  items: budgets.engines.goingLiveItems,
  publishAt: '2026-11-30T01:02',
  approvedBeforeDue: true,
  live: budgets.engines.goingLiveItems,
  doubles: 0,
  missed: 0,
  secondsToAllLive: 21,
  countedAfterSeconds: 45,
  ...over,
});

const measured = (
  over: { postgres?: LoadTarget; two?: LoadTarget; goingLive?: GoingLiveResults | null } = {},
): EnginesResults => ({
  skipped: null,
  postgresVersion: 'PostgreSQL 15.14',
  loadavg: { atStart: [1.5, 1, 0.5], atEnd: [2, 1.25, 0.75] },
  engines: ENGINES_PAGES.map(({ path, kind }) => ({
    path,
    kind,
    sqlite: target(100),
    postgres: over.postgres ?? target(50),
    rpsRatio: 0.5,
    p99Ratio: 1,
  })),
  machines: INSTANCES_PAGES.map((path) => ({ path, one: target(100), two: over.two ?? target(110), ratio: 1.1 })),
  goingLive: over.goingLive === undefined ? goingLive() : over.goingLive,
});

const results = (only: string | null, engines: EnginesResults | null | undefined) => partResults(only, { engines });

const failing = (engines: EnginesResults) =>
  enginesChecks(engines, true)
    .filter((check) => !check.pass)
    .map((check) => `${check.subject}: ${check.metric}`);

describe('enginesSkipReason', () => {
  it('is null when all three are there and names each missing one otherwise', () => {
    expect(enginesSkipReason({ postgres: true, redisServer: true, nginx: true })).toBeNull();
    expect(enginesSkipReason({ postgres: false, redisServer: true, nginx: true })).toMatch(/^PostgreSQL not found/);
    expect(enginesSkipReason({ postgres: false, redisServer: false, nginx: false })).toMatch(
      /^PostgreSQL, redis-server, nginx not found/,
    );
  });
});

describe('auditGoLives', () => {
  const csv = (rows: [string, string][]) =>
    toCsv(
      ['seq', 'at_utc', 'actor', 'action', 'object', 'client', 'detail', 'prev_hash', 'hash'],
      rows.map(([object, detail], n) => [
        n + 1,
        '2026-11-30T00:00:00Z',
        'scheduler',
        'content',
        object,
        '',
        detail,
        'a',
        'b',
      ]),
    );
  it('counts the go-live entries of each item, not its failed attempts or other events', () => {
    const counts = auditGoLives(
      csv([
        ['newsroom:one', '{"event":"go-live","kind":"pressRelease","version":1,"alerted":"new"}'],
        ['newsroom:two', '{"event":"go-live","kind":"pressRelease","version":1}'],
        ['newsroom:two', '{"event":"go-live","kind":"pressRelease","version":1}'],
        ['newsroom:three', '{"event":"go-live-failed","kind":"pressRelease","version":1}'],
        ['newsroom:three', '{"event":"submit"}'],
        ['audit-log.csv', '{"event":"go-live"}'],
      ]),
    );
    expect([...counts]).toEqual([
      ['one', 1],
      ['two', 2],
    ]);
  });
  it('refuses an export without the columns it reads', () => {
    expect(() => auditGoLives('seq,actor\r\n1,x\r\n')).toThrow(/no object column/);
  });
});

describe('tallyGoingLive', () => {
  const item = (id: string, state: string, goLiveEvents: number, goLiveAudits: number) => ({
    id,
    state,
    goLiveEvents,
    goLiveAudits,
  });
  it('finds none when every item went live once', () => {
    expect(tallyGoingLive([item('a', 'live', 1, 1), item('b', 'live', 1, 1)])).toEqual({
      live: 2,
      doubles: [],
      missed: [],
    });
  });
  it('counts an item with two go-live events or two audit entries as a double', () => {
    expect(tallyGoingLive([item('a', 'live', 2, 1), item('b', 'live', 1, 2), item('c', 'live', 1, 1)]).doubles).toEqual(
      ['a', 'b'],
    );
  });
  it('counts an item still scheduled, or live without its event or audit entry, as missed', () => {
    const tally = tallyGoingLive([
      item('a', 'scheduled', 0, 0),
      item('b', 'live', 0, 1),
      item('c', 'live', 1, 0),
      item('d', 'live', 1, 1),
    ]);
    expect(tally.missed).toEqual(['a', 'b', 'c']);
    expect(tally.live).toBe(3);
  });
});

describe('enginesChecks', () => {
  it('passes a run within every budget', () => {
    expect(failing(measured())).toEqual([]);
    const checks = enginesChecks(measured(), true);
    // Errors on each engine per URL, PostgreSQL's p99 ratio on the public ones, two setups and a ratio per page, three for going live.
    const publicPages = ENGINES_PAGES.filter((page) => page.kind !== 'workspace').length;
    expect(checks).toHaveLength(ENGINES_PAGES.length * 2 + publicPages + INSTANCES_PAGES.length * 3 + 3);
  });
  it('fails when an item went live twice, or never', () => {
    expect(failing(measured({ goingLive: goingLive({ doubles: 1 }) }))).toEqual([
      `${budgets.engines.goingLiveItems} items due at one minute, two instances: gone live twice (doubles)`,
    ]);
    expect(failing(measured({ goingLive: goingLive({ missed: 2, live: 98 }) }))).toEqual([
      `${budgets.engines.goingLiveItems} items due at one minute, two instances: never gone live (missed)`,
    ]);
  });
  it('fails when fewer items were scheduled, some after the due minute, or going live was not measured', () => {
    expect(failing(measured({ goingLive: goingLive({ items: 10 }) }))).toHaveLength(1);
    expect(failing(measured({ goingLive: goingLive({ approvedBeforeDue: false }) }))).toHaveLength(1);
    expect(failing(measured({ goingLive: null }))).toHaveLength(3);
  });
  it("fails on PostgreSQL's p99 over SQLite's times the bound of its page's kind, workspace pages aside", () => {
    const withRatio = (p99Ratio: number | null) => {
      const engines = measured();
      for (const page of engines.engines) page.p99Ratio = p99Ratio;
      return failing(engines);
    };
    const { list, search } = budgets.engines.maxPostgresP99Ratio;
    const publicPages = ENGINES_PAGES.filter((page) => page.kind !== 'workspace').map(
      (page) => `${decodeURI(page.path)}: p99 ms PostgreSQL ÷ SQLite`,
    );
    expect(withRatio(Math.min(list, search))).toEqual([]);
    expect(withRatio(Math.max(list, search) + 0.001)).toEqual(publicPages);
    expect(withRatio(null)).toEqual(publicPages);
  });
  it('fails on a two-machine ratio under the floor and on any failed request', () => {
    const low = target(100 * budgets.engines.minTwoMachineRatio - 10);
    const atLow = measured({ two: low });
    for (const page of atLow.machines) page.ratio = Math.round((low.requestsPerSec / 100) * 1000) / 1000;
    expect(failing(atLow)).toEqual(INSTANCES_PAGES.map((path) => `${path}: requests/s two machines ÷ one`));
    expect(failing(measured({ postgres: target(50, { failures: 2 }) }))).toEqual(
      ENGINES_PAGES.map((page) => `${decodeURI(page.path)} (postgres): errors (incl. timeouts) + non-2xx`),
    );
  });
  it('is optional in a full run but required by --only=engines', () => {
    const skipped: EnginesResults = {
      ...measured(),
      skipped: 'nginx not found',
      engines: [],
      machines: [],
      goingLive: null,
    };
    const engineChecks = (r: BenchResults) => evaluate(r).filter((check) => check.group === 'engines');
    expect(engineChecks(results(null, skipped))).toEqual([]);
    expect(engineChecks(results(null, undefined))).toEqual([]);
    const required = engineChecks(results('engines', skipped));
    expect(required.length).toBeGreaterThan(0);
    expect(required.every((check) => !check.pass && check.measured.startsWith('skipped'))).toBe(true);
    // Measured in a full run, it is held to its budgets.
    expect(engineChecks(results(null, measured({ goingLive: goingLive({ doubles: 1 }) }))).some((c) => !c.pass)).toBe(
      true,
    );
    // The part alone measures no first-load JS and no load targets: nothing else is reported missing.
    expect(evaluate(results('engines', measured())).filter((check) => !check.pass)).toEqual([]);
    expect(engineChecks(results('instances', measured()))).toEqual([]);
  });
});

describe('renderEngines', () => {
  it('says why the part was skipped, or that it was not measured', () => {
    const skipped = { ...measured(), skipped: 'nginx not found' };
    expect([skipped, null, undefined].map((engines) => renderEngines(engines, 2))).toEqual([
      'Skipped: nginx not found.',
      'Not measured (see errors).',
      'Not measured (see errors).',
    ]);
  });
  it('shows both engines per URL with the ratios, the two setups, and the going-live count', () => {
    const text = renderEngines(measured(), 2);
    for (const part of [
      '| `/newinfo/info` | 100.0 | 120 | 0 | 50.0 | 120 | 0 | 0.500 | 1.000 |',
      '| `/` | 100.0 | 120 | 0 | 110.0 | 120 | 0 | 1.100 |',
      // The Thai word as a reader reads it, not percent-encoded.
      '| `/search?q=เงินปันผล` |',
      'PostgreSQL 15.14',
      'Load average (1/5/15 min) 1.50 / 1.00 / 0.50 when the part started, 2.00 / 1.25 / 0.75 when it ended, on 2 cores',
      'On 2 cores',
      '**0 gone live twice, 0 never**',
    ])
      expect(text).toContain(part);
  });
  it('marks failed requests and items approved after the due minute', () => {
    expect(renderEngines(measured({ postgres: target(50, { failures: 3 }) }), 2)).toContain('| 3 ✗ |');
    expect(renderEngines(measured({ goingLive: goingLive({ approvedBeforeDue: false }) }), 2)).toContain(
      '**some approved after it**',
    );
  });
});
