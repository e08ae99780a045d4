/** @jest-environment node */
import { PAGE_SHARED_SECONDS } from '@/lib/server/pipeline/document-cache-control.mjs';
import { budgets, RESULTS_DAY_PUBLISHED_ON, RESULTS_DAY_URLS } from './budgets';
import { evaluate } from './evaluate';
import { originCountStage, withOriginCount } from './origin-count.mjs';
import {
  cpuPer1000Views,
  originBound,
  originDelta,
  renderResultsDay,
  resultsDayChecks,
  resultsDaySkipReason,
  type OriginSnapshot,
} from './results-day-summary';
import { partResults } from './test-fixtures';
import type { ResultsDayDesign, ResultsDayResults } from './types';

const urls = [...RESULTS_DAY_URLS];
const counts = (each: number, over: Record<string, number> = {}) => ({
  ...Object.fromEntries(urls.map((url) => [url, each])),
  ...over,
});

const design = (cache: boolean, over: Partial<ResultsDayDesign> = {}): ResultsDayDesign => ({
  cache,
  views: 30_000,
  requestsPerSec: 1000,
  p50Ms: 20,
  p99Ms: cache ? 80 : 900,
  maxMs: 1200,
  responses2xx: 30_000,
  responses3xx: 0,
  otherStatuses: 0,
  errors: 0,
  timeouts: 0,
  originRequests: counts(cache ? 1 : 1500),
  originOther: 12,
  purges: cache ? { '/en/newinfo/newsmedia': 1, '/': 1 } : {},
  originCpuMs: cache ? 300 : 90_000,
  originCpuMsPer1000Views: cache ? 10 : 3000,
  publication: { approvedAtSecond: 15, approveStatus: 200, visibleAfterMs: 40 },
  ...over,
});

const measured = (over: Partial<ResultsDayResults> = {}): ResultsDayResults => ({
  skipped: null,
  urls,
  connections: budgets.resultsDay.connections,
  durationSeconds: budgets.resultsDay.durationSeconds,
  sharedSeconds: budgets.resultsDay.sharedSeconds,
  loadavg: { atStart: [1, 1, 1], atEnd: [2, 2, 2] },
  withCache: design(true),
  withoutCache: design(false),
  ...over,
});

const failing = (results: ResultsDayResults | null | undefined, required = true) =>
  resultsDayChecks(results, required)
    .filter((check) => !check.pass)
    .map((check) => `${check.subject}: ${check.metric}`);

describe('the results-day URLs and bound', () => {
  it('are 20 public URLs, both languages, with the list a release shows on', () => {
    expect(new Set(urls).size).toBe(20);
    expect(urls.filter((url) => url === '/en' || url.startsWith('/en/'))).toHaveLength(10);
    expect(urls).toContain(RESULTS_DAY_PUBLISHED_ON);
  });
  it("counts in the windows of the pages' s-maxage", () => {
    expect(budgets.resultsDay.sharedSeconds).toBe(PAGE_SHARED_SECONDS);
  });
  it('allows per started window a miss and a refresh, and one per purge', () => {
    expect(originBound(30, 0)).toBe(2);
    expect(originBound(5, 1)).toBe(3);
    expect(originBound(45, 0)).toBe(2);
    expect(originBound(46, 2)).toBe(6);
  });
});

describe('originDelta', () => {
  const snap = (requests: Record<string, number>, user: number, system: number): OriginSnapshot => ({
    requests,
    cpu: { user, system },
  });
  it('sums both instances per URL, the rest apart, and their CPU in ms', () => {
    const before = [snap({ '/': 5, '/x': 1 }, 1_000_000, 500_000), snap({ '/en': 2 }, 0, 0)];
    const after = [
      snap({ '/': 9, '/x': 4, '/api/health': 2 }, 1_250_000, 550_000),
      snap({ '/en': 3, '/': 1 }, 100_000, 0),
    ];
    expect(originDelta(before, after, ['/', '/en'])).toEqual({ perUrl: { '/': 5, '/en': 1 }, other: 5, cpuMs: 400 });
  });
  it('names every URL, even one no instance saw', () => {
    expect(originDelta([snap({}, 0, 0)], [snap({}, 0, 0)], ['/a']).perUrl).toEqual({ '/a': 0 });
  });
  it('wants a snapshot before and after of each instance', () => {
    expect(() => originDelta([], [snap({}, 0, 0)], [])).toThrow('per instance');
  });
});

describe('cpuPer1000Views', () => {
  it('is CPU ms per 1,000 views, null without views', () => {
    expect(cpuPer1000Views(2500, 50_000)).toBe(50);
    expect(cpuPer1000Views(1, 3)).toBe(333.3);
    expect(cpuPer1000Views(100, 0)).toBeNull();
  });
});

describe('resultsDaySkipReason', () => {
  it('is null with both and names what is missing', () => {
    expect(resultsDaySkipReason({ redisServer: true, nginx: true })).toBeNull();
    expect(resultsDaySkipReason({ redisServer: false, nginx: true })).toMatch(/^redis-server not found/);
    expect(resultsDaySkipReason({ redisServer: false, nginx: false })).toMatch(/^redis-server and nginx not found/);
  });
});

describe('resultsDayChecks', () => {
  it('passes a full-size run within every budget', () => {
    expect(failing(measured())).toEqual([]);
    expect(resultsDayChecks(measured(), true)).toHaveLength(1 + 1 + 2 + 20 + 2);
  });
  it('fails a URL the origin saw more often than its bound, its purges counted', () => {
    const withCache = design(true, { originRequests: counts(2, { '/': 3, '/en': 3 }) });
    // '/' was purged once (bound 3); '/en' was not (bound 2).
    expect(failing(measured({ withCache }))).toEqual(['/en (with the cache): origin requests during the run']);
  });
  it('fails a p99 with the cache over the one without', () => {
    expect(failing(measured({ withCache: design(true, { p99Ms: 901 }) }))).toEqual([
      'nginx with the cache ÷ without: p99 ms',
    ]);
  });
  it('fails errors or answers other than 2xx/3xx with the cache, and no 2xx at all; reports them without it', () => {
    expect(failing(measured({ withoutCache: design(false, { otherStatuses: 1, errors: 40, timeouts: 40 }) }))).toEqual(
      [],
    );
    expect(failing(measured({ withCache: design(true, { errors: 2, timeouts: 2 }) }))).toEqual([
      'nginx with the cache: errors (incl. timeouts) + answers not 2xx/3xx',
    ]);
    expect(failing(measured({ withCache: design(true, { responses2xx: 0, responses3xx: 30_000 }) }))).toEqual([
      'nginx with the cache: errors (incl. timeouts) + answers not 2xx/3xx',
    ]);
  });
  it('fails a smoke run by its settings alone', () => {
    expect(failing(measured({ connections: 20, durationSeconds: 5 }))).toEqual(['run: autocannon settings']);
  });
  it('fails a release not approved, or not seen through nginx with the cache', () => {
    const publication = { approvedAtSecond: 15, approveStatus: 403, visibleAfterMs: null };
    expect(failing(measured({ withCache: design(true, { publication }) }))).toEqual([
      'nginx with the cache: the press release approved mid-run',
      'nginx with the cache: the press release seen through nginx during the run',
    ]);
  });
  it('is empty for a skipped or missing part in a full run, and fails them when asked for by name', () => {
    expect(resultsDayChecks({ ...measured(), skipped: 'nginx not found' }, false)).toEqual([]);
    expect(resultsDayChecks(null, false)).toEqual([]);
    expect(failing(null)).toContain('every URL (with the cache): origin requests during the run');
    expect(failing({ ...measured(), skipped: 'nginx not found' }).length).toBeGreaterThan(0);
  });
  it('is what evaluate applies to --only=results-day', () => {
    const checks = evaluate(partResults('results-day', { resultsDay: measured() }));
    expect(checks.filter((check) => check.group === 'results-day')).toHaveLength(26);
    expect(checks.filter((check) => !check.pass)).toEqual([]);
    expect(evaluate(partResults('results-day', { resultsDay: null })).some((check) => !check.pass)).toBe(true);
  });
});

describe('renderResultsDay', () => {
  it('says why the part was skipped', () => {
    expect(renderResultsDay({ ...measured(), skipped: 'nginx not found' }, 2)).toBe('Skipped: nginx not found.');
    expect(renderResultsDay(null, 2)).toBe('Not measured (see errors).');
  });
  it('shows both designs, the CPU per 1,000 views and the origin per URL against its bound', () => {
    const text = renderResultsDay(
      measured({ withCache: design(true, { originRequests: counts(1, { '/en': 7 }) }) }),
      2,
    );
    expect(text).toContain('| with the cache | 30000 | 1000.0 | 20 | 80 | 0 | 26 | 300 | 10.0 | 2 | 40 ms |');
    expect(text).toContain(
      '| without the cache (`proxy_cache off`) | 30000 | 1000.0 | 20 | 900 | 0 | 30000 | 90000 | 3000.0 | 0 | 40 ms |',
    );
    expect(text).toContain('| `/` | 1 | 3 | 1500 |');
    expect(text).toContain('| `/en` | 7 ✗ | 2 | 1500 |');
    expect(text).toContain('on 2 cores');
  });
});

describe('the counting stage of the instances', () => {
  type Reply = {
    headers: Record<string, string>;
    body: string;
    setHeader(name: string, value: string): void;
    end(body?: string): void;
  };
  const reply = (): Reply => {
    const out: Reply = {
      headers: {},
      body: '',
      setHeader: (name, value) => void (out.headers[name] = value),
      end: (body = '') => void (out.body = body),
    };
    return out;
  };
  const call = (stage: ReturnType<typeof originCountStage>['stage'], url: string, method = 'GET') => {
    const response = reply();
    const answered = stage.run({ url, method } as never, response as never);
    return { answered, response };
  };
  it('counts every request by URL and answers its read, not counted, with the counts and the CPU time', () => {
    const { stage } = originCountStage();
    expect(call(stage, '/en').answered).toBe(false);
    expect(call(stage, '/en').answered).toBe(false);
    expect(call(stage, '/newinfo/info?year=2024', 'HEAD').answered).toBe(false);
    const read = call(stage, '/__bench/origin');
    expect(read.answered).toBe(true);
    const body = JSON.parse(read.response.body) as OriginSnapshot;
    expect(body.requests).toEqual({ '/en': 2, '/newinfo/info?year=2024': 1 });
    expect(body.cpu.user).toBeGreaterThan(0);
    expect(read.response.headers['cache-control']).toBe('no-store');
  });
  it('comes first, before any stage may answer', () => {
    const stages = withOriginCount([{ name: 'in flight', run: () => false }]);
    expect(stages.map((stage) => stage.name)).toEqual(['bench origin count', 'in flight']);
  });
});
